import type { ModuleTexts } from '@/content/texts';

export const module2: ModuleTexts<'2'> = {
  title: 'Getting Started with the Online Program',
  progressTitle: 'Getting started',
  slides: [
    {
      title: 'Getting started',
      points: ['Service codes and what they are for', 'Enrolling a client, step by step', 'First login, consent and privacy'],
      script:
        'This module covers what you need to get clients started in the online program. We will look at the two kinds of service code, walk through enrolling a client, describe what happens at their first login, and explain how consent and privacy are handled. By the end, you should feel ready to enrol your first client.',
    },
    {
      title: 'Your organisation service code',
      points: [
        'Issued to your organisation when it joins',
        'Clients enter it to create their account',
        'Links clients and their reports to your organisation',
        'Keep it within your service and report any misuse',
      ],
      script:
        'Access to the online program requires a service code. Your organisation receives its own service code when it joins. Clients enter this code when they create their account, which links them to your organisation so that you can support them and see their progress reports. Share the code only with clients you have enrolled, and tell your lead if you think it has been misused.',
    },
    {
      title: 'The training service code',
      points: [
        'Lets staff explore the program safely',
        'Opens a practice version with sample content',
        'Never give the training code to clients',
        'Clients always use the organisation code',
      ],
      script:
        'There is also a separate training service code. It lets staff explore the program and become familiar with its sessions and tools without creating a real client record. The training code must never be given to clients. A client who registered with it would not be linked to your organisation, and you would not be able to support them or see their progress.',
    },
    {
      title: 'Enrolling a client',
      points: [
        "Confirm the program suits the client's needs",
        'Explain how the program and your support work',
        'Give the organisation service code',
        'Agree a date for the first check-in',
      ],
      script:
        "Enrolment starts with a conversation. Confirm that the program suits the client's needs using your organisation's eligibility criteria. Explain how the program works, what support you will provide, and that progress checks happen every two weeks. Then give the client your organisation service code, and agree a date for your first check-in so they know when to expect to hear from you.",
    },
    {
      title: 'The first login',
      points: [
        'The client enters the service code and creates an account',
        'Reviews and accepts the consent information',
        'Completes a short starting questionnaire',
        'Can begin the first session straight away',
      ],
      script:
        'At their first login, the client enters the organisation service code and creates a private account. They are shown information about consent and privacy, and asked to accept it before going further. They then complete a short starting questionnaire about their substance use and wellbeing, which becomes the baseline for later progress checks. After that, they can begin the first session.',
    },
    {
      title: 'Consent and privacy',
      points: [
        'Taking part is voluntary and clients can stop at any time',
        'Explain what their practitioner can see',
        'Data is handled under your privacy policies',
        'Follow local rules on sharing information',
      ],
      script:
        "Consent must be informed. Before enrolment, explain that taking part is voluntary and that clients can stop at any time. Tell them what you will be able to see, such as their progress reports, and how their information is stored and protected. Follow your organisation's privacy policies and any local rules about sharing information with other services.",
    },
    {
      title: 'Ready to begin',
      points: [
        'Know where to find your organisation service code',
        'Keep the training code for staff use only',
        'Discuss consent and privacy before the first login',
        'Book the first check-in at enrolment',
      ],
      script:
        'To sum up, make sure you know where to find your organisation service code, and keep the training code for staff use only. Enrol clients through a conversation that covers suitability, how support works, consent and privacy. Book the first check-in at the time of enrolment. In the next module, we will look inside the program itself.',
    },
  ],
  questions: [
    {
      title: 'Which of the following are part of enrolling a client?',
      answers: [
        "Confirming that the program suits the client's needs",
        'Giving the client the organisation service code',
        'Agreeing a date for the first check-in',
        'Giving the client the training service code',
        "Choosing the client's password for them",
      ],
    },
    { title: 'The training service code can be given to clients who would like to explore the program first.' },
    {
      title: 'What does a client enter at their first login to create their account?',
      answers: ['The organisation service code', 'The training service code', "Their practitioner's email address", 'A referral number'],
    },
  ],
};
