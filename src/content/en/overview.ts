import type { OverviewText, ResourceType } from '../types';

export const overview: Record<ResourceType, OverviewText> = {
  implementation: {
    courseOverview: [
      'This seven-module e-learning course is for organisational leads and service managers who are preparing to offer the online program, a self-guided, evidence-based digital treatment and recovery program for problem substance use, with practitioner support.',
      'The course opens with the case for an online program, the evidence behind it and how it fits with your existing services. The middle modules, shared with the training course for practitioners, explain how the online program works, how clients are supported and how to manage safety, risk and referral.',
      'The sixth module guides you through planning implementation: readiness, governance, staffing and roles, referral pathways, data and privacy, promotion and measuring success. The final module points you to the resources in the toolkit and your next steps.',
    ],
    expertiseLevel: 'Introductory: no prior experience of digital programs needed.',
    objectives: [
      'By the end of the course you will be able to explain the case for offering the online program in your organisation.',
      'By the end of the course you will be able to describe how the online program works for clients and practitioners.',
      'By the end of the course you will be able to show how the online program fits with your existing services.',
      'By the end of the course you will be able to identify risk and plan clear pathways for stepping up care.',
      'By the end of the course you will be able to plan governance, staffing, referral pathways and data protection for implementation.',
      'By the end of the course you will be able to choose measures to monitor and improve your service.',
    ],
    durationIntro: 'The approximate time needed to complete each module is listed below.',
    knowledgeTests:
      'Each module ends with a knowledge test of three questions, and you need all three correct to pass. Passing all seven knowledge tests unlocks a certificate that you can download.',
  },
  training: {
    courseOverview: [
      'This seven-module e-learning course is for clinicians, practitioners and operational staff who support clients using the online program, a self-guided, evidence-based digital treatment and recovery program for problem substance use.',
      'The course introduces the online program and the approaches it is built on, then shows how clients move through it, how practitioners support them, and how to recognise risk, respond in a crisis and step up care when the online program is not enough.',
      'The sixth module focuses on delivering the online program with clients, individually and in the eight recommended group sessions, using the manuals and issuing client certificates at progress checks. The final module points you to the resources in the toolkit and your next steps.',
    ],
    expertiseLevel: 'Introductory: no prior experience of digital programs needed.',
    objectives: [
      'By the end of the course you will be able to describe the online program and the approaches it is built on.',
      'By the end of the course you will be able to help clients register and get started with your organisation service code.',
      'By the end of the course you will be able to support clients individually using a motivational style.',
      'By the end of the course you will be able to run the eight recommended group sessions using the group manual.',
      'By the end of the course you will be able to recognise risk and know when to step up care and refer on.',
      'By the end of the course you will be able to review progress reports with clients and issue client certificates.',
    ],
    durationIntro: 'The approximate time needed to complete each module is listed below.',
    knowledgeTests:
      'Each module ends with a knowledge test of three questions, and you need all three correct to pass. Passing all seven knowledge tests unlocks a certificate that you can download.',
  },
};
