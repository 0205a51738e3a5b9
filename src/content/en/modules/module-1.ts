import type { ModuleTexts } from '@/content/texts';

export const module1: ModuleTexts<'1'> = {
  title: 'Welcome to the Online Program for Practitioners',
  progressTitle: 'Welcome and introduction',
  slides: [
    {
      title: 'Welcome to the training',
      points: [
        'A short introduction for clinical and operational staff',
        'What the online program is and who it helps',
        'How your role fits alongside the program',
      ],
      script:
        'Welcome to the training section of the operational toolkit. This first module is for clinicians, practitioners and operational staff who will support clients using the online program. Over the next few minutes, you will learn what the program is, who it is designed to help, and how your role fits alongside it.',
    },
    {
      title: 'What the online program is',
      points: [
        'A self-guided digital treatment and recovery program',
        'Built on CBT and motivational approaches',
        'Available on phone, tablet or computer',
        'Supported by a practitioner throughout',
      ],
      script:
        'The online program is a self-guided, evidence-based digital program for people experiencing problems with substance use. It draws on cognitive behavioural therapy and motivational approaches. Clients work through it at their own pace on a phone, tablet or computer, with a practitioner supporting them along the way. It is a treatment option in its own right, not just something to do while waiting.',
    },
    {
      title: 'Who the program helps',
      points: [
        'Adults whose use of alcohol or other drugs causes problems',
        'Covers alcohol, cannabis, opioids, stimulants and more',
        'Suits people who want flexible, private support',
        'Can be used alone or alongside other treatment',
      ],
      script:
        'The program helps people whose use of alcohol or other drugs is causing problems in their lives. It covers substances such as alcohol, cannabis, opioids and stimulants. It suits people who value flexible and private support, including those who live far from services or work irregular hours. It can be used on its own or alongside other treatment your organisation provides.',
    },
    {
      title: 'How clients move through the program',
      points: [
        'Clients work through sessions at their own pace',
        'Tools for goals, cravings and mood support daily practice',
        'A progress check every two weeks',
        'A progress report and a certificate at each check',
      ],
      script:
        'After enrolling, clients work through a series of sessions at their own pace. Practical tools help them set goals, log cravings and track their mood between sessions. Every two weeks, clients complete a progress check. Each check produces a progress report and a certificate recognising their progress, which you can review and discuss with them.',
    },
    {
      title: 'Your role as a practitioner',
      points: [
        'Enrol clients and help them get started',
        'Check in regularly and review progress reports',
        'Use motivational conversations to support change',
        'Offer group sessions where they fit',
      ],
      script:
        'The program is self-guided, but clients do best with practitioner support. Your role is to enrol clients and help them get started, check in with them regularly, and review their progress reports every two weeks. You will use motivational conversations to strengthen their commitment, respond when things get hard, and offer group sessions where they are a good fit.',
    },
    {
      title: 'What comes next',
      points: [
        'Getting started: service codes and enrolment',
        'Inside the program: sessions and tools',
        'Supporting clients: check-ins, lapses and groups',
        'A short knowledge test after each module',
      ],
      script:
        "The remaining modules build on this introduction. You will learn how to get started with service codes and enrolment, explore the sessions and tools inside the program, and develop practical skills for supporting clients. Each module ends with a short knowledge test of three questions. Complete all modules and tests to download your certificate. Let's begin.",
    },
  ],
  questions: [
    { title: 'The online program is designed to replace practitioner support entirely.' },
    {
      title: 'How often do clients complete a progress check in the online program?',
      answers: ['Every week', 'Every two weeks', 'Once a month', 'Only when they finish the program'],
    },
    {
      title: 'Which approaches is the online program based on?',
      answers: ['Cognitive behavioural therapy', 'Motivational approaches', 'Hypnotherapy', 'Aversion therapy'],
    },
  ],
};
