import type { ModuleTexts } from '@/content/texts';

export const module6: ModuleTexts<'6'> = {
  title: 'Delivering the program with clients',
  progressTitle: 'Delivering the program',
  slides: [
    {
      title: 'Delivering the program with clients',
      points: [
        'Your role alongside the online program',
        'Individual and group delivery',
        'The eight recommended group sessions',
        'Manuals, progress checks and certificates',
      ],
      script:
        'Welcome to this module on delivering the online program with clients. We cover your role as a practitioner, how to support clients individually and in groups, and how to run the eight recommended group sessions. We also look at the manuals that support you, and at progress checks and client certificates, which help clients see and celebrate how far they have come.',
    },
    {
      title: 'Your role as a practitioner',
      points: [
        'Guide and encourage, rather than teach every lesson',
        'Review progress and respond to what you see',
        'Help clients apply skills to daily life',
        'Keep an eye on safety throughout',
      ],
      script:
        'The online program carries the core content, so your role is different from traditional one-to-one therapy. You guide and encourage rather than teach every lesson. You review progress with the client, respond to what you see, and help them apply new skills to their daily life. Throughout, you stay alert to risk, as described in the module on safety, risk and referral.',
    },
    {
      title: 'Getting clients started',
      points: [
        'Check eligibility and suitability',
        'Give clients your organisation service code',
        'Never share the training service code',
        'Set clear expectations from day one',
      ],
      script:
        'Start by checking that the online program is a good fit, using your eligibility criteria. Give the client your organisation service code so they can register and be linked to your service. Never give clients the training service code, which is only for staff exploring the program. Then set clear expectations about how often you will be in touch and what the client will do between contacts.',
    },
    {
      title: 'Individual delivery',
      points: [
        'Regular, brief check-ins',
        'Agree personal goals and review them',
        "Tailor support to the client's pace",
        'Use progress reports to guide conversations',
      ],
      script:
        'In individual delivery, each client works through the online program at their own pace with regular, brief check-ins from you. Agree personal goals early and revisit them often. Some clients move quickly, while others need more time on a single topic, so tailor your support. Progress reports give you a helpful starting point for each conversation and show where extra attention is needed.',
    },
    {
      title: 'Using a motivational style',
      points: ['Ask open questions', 'Reflect back what you hear', 'Explore mixed feelings without arguing', 'Affirm effort and strengths'],
      script:
        'The online program draws on motivational approaches, and your conversations should too. Ask open questions that invite the client to talk. Reflect back what you hear so they feel understood. Most people have mixed feelings about change, so explore that ambivalence without arguing or pushing. Affirm effort and strengths, however small. This style builds motivation and keeps clients engaged between sessions.',
    },
    {
      title: 'Why deliver in groups?',
      points: [
        'Peer support reduces isolation',
        "Clients learn from each other's experience",
        'Skills are practised with others',
        'Practitioner time reaches more people',
      ],
      script:
        "Group delivery adds something the online program cannot offer alone. Meeting others with similar experiences reduces isolation and stigma. Clients learn from each other's setbacks and successes, and they can practise new skills, such as refusing a drink or planning for a high-risk situation, with real people. Groups also let your practitioner time reach more clients at once.",
    },
    {
      title: 'The eight recommended group sessions',
      points: [
        'Eight sessions are recommended for each group',
        'Each session links to content in the online program',
        'Clients complete online content between sessions',
        'Sessions build on each other in sequence',
      ],
      script:
        'We recommend running eight group sessions for each group. Each session links to content that clients complete in the online program between meetings, so the group becomes a place to discuss, practise and consolidate. The sessions build on each other in sequence, moving from motivation and goal setting through to coping skills, relapse prevention and planning for the future.',
    },
    {
      title: 'Planning your group',
      points: [
        'Decide on a closed or rolling group',
        'Keep groups small enough for everyone to talk',
        'Agree ground rules, including confidentiality',
        'Offer online, in-person or blended formats',
      ],
      script:
        'Before your first session, decide whether the group will be closed, with everyone starting together, or rolling, with new members joining as others finish. Keep groups small enough for everyone to take part. In the first session, agree ground rules together, especially around confidentiality and respect. Groups can meet in person, online, or in a blended format, depending on what suits your clients.',
    },
    {
      title: 'A typical group session',
      points: [
        'Welcome and check-in',
        'Review the linked online content',
        'Practise a skill together',
        'Set a personal plan for the coming week',
      ],
      script:
        'Most sessions follow a simple rhythm. Begin with a welcome and a brief check-in, so everyone can share how they are doing. Then review the online content linked to that session and discuss what stood out. Next, practise a skill together, often in pairs. Close by asking each person to set a small, personal plan for the week ahead.',
    },
    {
      title: 'Using the manuals',
      points: [
        'Individual delivery manual',
        'Group delivery manual with session outlines',
        'Worksheets, prompts and suggested timings',
        'Adapt to your clients while keeping the core',
      ],
      script:
        'Two manuals support you, and both are in the training section of the toolkit. The individual delivery manual covers check-ins and goal reviews. The group delivery manual sets out the eight sessions, with outlines, discussion prompts, worksheets and suggested timings. Adapt examples and language to your clients, but keep the core structure, because that is what the evidence supports.',
    },
    {
      title: 'Progress checks every two weeks',
      points: [
        'Clients complete a progress check every two weeks',
        'A progress report is issued at each check',
        'Review the report together with the client',
        'Use changes to adjust support or step up care',
      ],
      script:
        'Clients complete a progress check every two weeks, and a progress report is issued each time. Review the report together with the client. Improvements are worth celebrating, and difficulties are a chance to problem-solve together. If the report shows that things are getting worse, use it to adjust your support or, where needed, to step up care.',
    },
    {
      title: 'Issuing client certificates',
      points: [
        'Certificates are issued at progress checks',
        'Versions for individual and group delivery',
        'Editable versions for a personal touch',
        'Present them to mark real milestones',
      ],
      script:
        'Client certificates are issued at progress checks, to recognise the work a client has put in. The toolkit includes certificates for individual and group delivery, as well as editable versions you can personalise. Present certificates in a way that feels meaningful, for example at the end of a group session. For many clients, this is the first formal recognition of their recovery.',
    },
    {
      title: 'Key points to remember',
      points: [
        'Guide and encourage with a motivational style',
        'Run the eight recommended group sessions',
        'Use the manuals to stay on track',
        'Review progress checks and issue certificates',
      ],
      script:
        'To sum up, your role is to guide and encourage, using a motivational style. Support clients individually or in groups, running the eight recommended group sessions. Use the manuals to keep delivery consistent. Review progress reports with clients every two weeks, and issue certificates to mark their achievements. Now test your knowledge with three short questions.',
    },
  ],
  questions: [
    {
      title: "What happens at a client's progress check? Select all that apply.",
      answers: [
        'A progress report is issued',
        'A client certificate can be issued',
        'The client receives a new service code',
        "The client's progress is reset",
      ],
    },
    { title: 'You may give a client the training service code if the organisation service code is not at hand.' },
    { title: 'How many group sessions are recommended for each group?', answers: ['Four', 'Six', 'Eight', 'Twelve'] },
  ],
};
