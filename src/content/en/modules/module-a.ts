import type { ModuleTexts } from '@/content/texts';

export const moduleA: ModuleTexts<'a'> = {
  title: 'Introduction for organisational leads',
  progressTitle: 'Introduction',
  slides: [
    {
      title: 'Welcome, organisational leads',
      points: [
        'A course for leads and service managers',
        'The case for an online program',
        'Evidence, outcomes and fit with your services',
        'Seven modules, each with a short test',
      ],
      script:
        'Welcome to the implementation course. It is written for organisational leads and service managers who are deciding whether, and how, to offer the online program. In this first module we set out the case for an online program, summarise the evidence and the outcomes you can expect, and consider how it fits with the services you already provide.',
    },
    {
      title: 'The treatment gap',
      points: [
        'Most people with problem substance use never get treatment',
        'Stigma, waiting lists and distance get in the way',
        'Work and caring duties limit access to appointments',
        'Many people prefer to start privately',
      ],
      script:
        'Only a minority of people with problem substance use ever receive treatment. The barriers are familiar. Stigma stops people asking for help, waiting lists are long, and services can be far away. Work and caring duties make regular daytime appointments hard to keep. Many people would rather take their first steps privately, in their own time, before they talk to anyone face to face.',
    },
    {
      title: 'What the online program is',
      points: [
        'Self-guided digital treatment and recovery program',
        'Built on cognitive behavioural and motivational approaches',
        'Covers alcohol, cannabis, opioids, stimulants and more',
        'Supported by practitioners in your service',
      ],
      script:
        'The online program is a self-guided digital treatment and recovery program for problem substance use. It is built on cognitive behavioural therapy and motivational approaches, and it covers alcohol, cannabis, opioids, stimulants and other substances. Clients work through it on their own devices, but not on their own. Practitioners in your service support them along the way.',
    },
    {
      title: 'How it works for clients',
      points: [
        'Clients register with your organisation service code',
        'They work through sessions at their own pace',
        'A progress check every two weeks',
        'Progress reports and certificates along the way',
      ],
      script:
        'Clients register using your organisation service code, which links them to your service. They then work through the sessions at their own pace, on a phone, tablet or computer. Every two weeks they complete a progress check. At each check a progress report is issued, which clients and practitioners review together, and certificates recognise the milestones clients reach.',
    },
    {
      title: 'The evidence base',
      points: [
        'Cognitive behavioural therapy has a strong evidence base',
        'Motivational approaches help people commit to change',
        'Digital delivery widens access to proven methods',
        'Research summary available in the toolkit',
      ],
      script:
        'The online program rests on well-established foundations. Cognitive behavioural therapy is one of the most widely researched treatments for problem substance use, and motivational approaches help people resolve mixed feelings and commit to change. Delivering these methods digitally, with practitioner support, widens access to treatment that works. A summary of the research evidence is available in the toolkit.',
    },
    {
      title: 'Outcomes you can expect',
      points: [
        'Reduced substance use and related harm',
        'Improved mood and general wellbeing',
        'Greater confidence in handling high-risk situations',
        'Progress tracked every two weeks',
      ],
      script:
        'Organisations offering the online program typically look for reduced substance use and related harm, improved mood and wellbeing, and greater confidence in handling high-risk situations. Because clients complete a progress check every two weeks, you can follow these outcomes as they happen, rather than waiting for the end of treatment. This also helps you report to funders and boards.',
    },
    {
      title: 'Fit with your existing services',
      points: [
        'A first step for people new to treatment',
        'Support while people wait for other services',
        'Alongside face-to-face care',
        'Ongoing support in recovery',
      ],
      script:
        'The online program is designed to complement, not replace, your existing services. It can be a first step for people who are new to treatment, and a source of support while people wait for other services. It works well alongside face-to-face counselling or medical care, and it can provide ongoing support in recovery after more intensive treatment ends.',
    },
    {
      title: 'Benefits for your organisation',
      points: [
        'Reach people who would not otherwise come forward',
        'Make better use of practitioner time',
        'Offer flexible care outside office hours',
        'Gain clear data on engagement and outcomes',
      ],
      script:
        'For your organisation, the online program can extend your reach to people who would not otherwise come forward. Because the core content is delivered digitally, practitioner time goes further. Clients can work in the evening or at weekends, outside office hours. And you gain clear information on engagement and outcomes to support planning, quality improvement and reporting.',
    },
    {
      title: 'What comes next in this course',
      points: ['Modules 2 to 5: the program, delivery and safety', 'Module 6: planning implementation', 'Module 7: wrap-up and next steps'],
      script:
        'The rest of this course builds on this introduction. Modules two to five, which you share with practitioners on the training course, explain the program, how it is delivered, and how to keep clients safe. Module six focuses on planning implementation in your organisation, and module seven wraps up with next steps. Now test your knowledge with three short questions.',
    },
  ],
  questions: [
    {
      title: 'Which approaches is the online program built on?',
      answers: ['Cognitive behavioural and motivational approaches', 'Medication alone', 'Peer mentoring alone', 'Hypnosis and relaxation'],
    },
    {
      title: 'How can the online program fit with your existing services? Select all that apply.',
      answers: [
        'As support while people wait for other services',
        'Alongside face-to-face care',
        'As ongoing support in recovery',
        'As a replacement for crisis and emergency services',
      ],
    },
    {
      title: 'How often do clients complete a progress check?',
      answers: ['Every week', 'Every two weeks', 'Once a month', 'Only at the end of the program'],
    },
  ],
};
