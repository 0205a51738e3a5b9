import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';

export const training: SectionTextsOf<'training'> = {
  title: 'Training resources',
  blocks: {
    overview: {
      heading: 'Overview',
      items: {
        text: [
          'This section is for <strong>clinicians, practitioners and operational staff</strong> who support clients through the online program. It covers what you need to deliver the program with confidence: video tutorials, the e-learning course, delivery manuals, client certificates, resources to share with clients, and case studies.',
          'Clients work through the online program at their own pace while you stay in regular contact to review progress, offer encouragement and respond to risk. Every <strong>two weeks</strong> clients complete a progress check: this is when you issue their progress report and, when they have earned it, a certificate. For group delivery we recommend <strong>8 sessions</strong>.',
          'Start with the e-learning modules, then keep the manual for your delivery model close to hand. The resources and case studies work well in supervision, team meetings and induction for new staff.',
        ],
      },
    },
    'video-tutorials': {
      heading: 'Video tutorials',
      items: {
        'getting-started': { title: 'Getting started as a practitioner' },
        'reviewing-progress-checks': { title: 'Reviewing progress checks' },
      },
    },
    explore: {
      heading: 'Explore the program',
      items: {
        text: [
          'The best way to support clients is to know the online program from their side of the screen. Visit the demo site to see every part of the client journey, including the two-weekly progress check, using sample data only.',
          'Your service also has a separate <strong>training service code</strong> so that staff can explore the main program exactly as a client would. Ask your manager for it. <strong>The training service code must never be given to clients</strong>, not even to help them get started: clients only ever receive access through your service’s usual referral process.',
        ],
        'explore-program': { text: 'Explore the online program demo site' },
      },
    },
    modules: {
      heading: 'E-learning modules',
      intro: [
        'These seven modules take about 72 minutes in total and prepare you to support clients in the online program, from the first conversation to the final progress check. Work through them in any order and return whenever you like: your progress is saved only in this browser.',
        'Each module ends with a three-question knowledge test. Pass all seven tests to download your certificate of achievement.',
      ],
    },
    presentations: {
      heading: 'Presentations',
      intro: [
        'Use these slide decks for team briefings, induction sessions and supervision groups. Each one is available as a PDF.',
      ],
      items: {
        'practitioner-orientation': {
          title: 'Practitioner orientation',
          alt: 'Title slide of the practitioner orientation presentation',
        },
        'group-delivery': {
          title: 'Running online program groups',
          alt: 'Title slide of the presentation on running online program groups',
        },
      },
    },
    manuals: {
      heading: 'Manuals',
      intro: [
        'The delivery manuals describe, session by session, how to support clients in the online program one-to-one and in groups.',
      ],
      items: {
        'manual-individual-delivery': { title: 'Individual delivery manual' },
        'manual-group-delivery': { title: 'Group delivery manual' },
      },
    },
    'client-certificates': {
      heading: 'Certificates for clients',
      intro: [
        'Recognise clients’ achievements with a certificate at a progress check or at the end of the program. The editable versions let you type the client’s name and the date before printing.',
      ],
      items: {
        'certificate-individual': { title: 'Certificate for individual clients' },
        'certificate-group': { title: 'Certificate for group clients' },
        'certificate-individual-editable': { title: 'Certificate for individual clients (editable)' },
        'certificate-group-editable': { title: 'Certificate for group clients (editable)' },
      },
    },
    'engage-video': {
      heading: 'Video to engage clients',
      intro: [
        'Share this short video with people who are thinking about joining the online program. You can play it in a first conversation or send clients the link to the video-sharing site.',
      ],
      items: {
        'engage-clients': {
          title: 'Welcome to the online program',
          linkText: 'Watch and share on the video-sharing site',
        },
      },
    },
    resources: {
      heading: 'Resources',
      intro: ['Practical guides to help you engage clients, check eligibility and answer common questions.'],
      items: {
        'engagement-model': { title: 'Engagement model' },
        'eligibility-criteria': { title: 'Eligibility criteria' },
        'frequently-asked-questions': { title: 'Frequently asked questions' },
        'accessing-support': { title: 'Accessing support' },
      },
    },
    'case-studies': {
      heading: 'Case studies',
      intro: [
        'These fictional case studies are composites drawn from common experiences of delivering the online program. Names and details are invented. Use them in supervision and team learning.',
      ],
      items: {
        'case-study-individual': { title: 'Case study: individual support for alcohol use' },
        'case-study-group': { title: 'Case study: an online group in a community service' },
        'case-study-rural': { title: 'Case study: reaching a client in a rural area' },
      },
    },
    research: {
      heading: 'Research evidence',
      intro: ['Read a summary of the research behind the online program and explore the outcome data.'],
      items: { 'research-evidence': { lines: ['Research evidence', 'View the data'] } },
    },
  },
};

/** What the generated documents hold and the videos say: only the media generator reads these (../media.ts). */
export const trainingMedia: SectionMediaTextsOf<'training'> = {
  'getting-started': 'This tutorial shows you the practitioner view of the online program. You will see how to welcome a new client, agree their first goals together and prepare for their first progress check at the end of week two.',
  'reviewing-progress-checks': 'Every two weeks, clients complete a short progress check. Here we show you how to read the results, notice warning signs early and use the progress report to start a supportive, honest conversation about next steps.',
  'practitioner-orientation': [
    {
      heading: 'Practitioner orientation',
      lines: [
        'Supporting clients in the online program',
        'Your role',
        'The client journey',
        'Progress checks, reports and certificates',
      ],
    },
    {
      heading: 'Your role as a practitioner',
      lines: [
        'Welcome clients and agree their goals',
        'Keep in regular contact between progress checks',
        'Review risk and act on concerns',
        'Celebrate progress, however small',
      ],
    },
    {
      heading: 'The client journey',
      lines: [
        'Referral and eligibility screening',
        'Welcome conversation and first goals',
        'Self-paced sessions with practitioner contact',
        'A progress check every two weeks until the end of the program',
      ],
    },
    {
      heading: 'Progress checks',
      lines: [
        'Short questions on substance use, wellbeing and confidence',
        'Completed by the client every two weeks',
        'Reviewed by you within two working days',
        'The basis for your next conversation with the client',
      ],
    },
    {
      heading: 'Progress reports and certificates',
      lines: [
        'Issue a progress report after every progress check',
        'Issue a certificate when a client reaches a milestone',
        'Use the editable certificates to add the client’s name',
        'Ask clients how they would like to receive them',
      ],
    },
    {
      heading: 'Keeping clients safe',
      lines: [
        'The online program is not a crisis service',
        'Share local urgent support information at the start',
        'Follow your service’s risk escalation route',
        'Record concerns and actions in the client record',
      ],
    },
    {
      heading: 'Where to find help',
      lines: [
        'Your clinical lead and supervisor',
        'The individual and group delivery manuals',
        'The frequently asked questions in this toolkit',
        'The e-learning modules, to refresh your knowledge',
      ],
    },
  ],
  'group-delivery': [
    {
      heading: 'Running online program groups',
      lines: [
        'A briefing for group facilitators',
        'Why groups work',
        'Planning a course of 8 sessions',
        'Facilitating online',
      ],
    },
    {
      heading: 'Why groups work',
      lines: [
        'Clients learn from people facing similar challenges',
        'Shared progress builds hope and motivation',
        'Groups reduce isolation between sessions',
        'They let one practitioner support more clients',
      ],
    },
    {
      heading: 'Planning a course of 8 sessions',
      lines: [
        'Groups of 6 to 10 clients work well',
        'Keep the same day and time each week',
        'Link sessions to the program content clients are working on',
        'Plan progress checks for every second session',
      ],
    },
    {
      heading: 'Setting up the group',
      lines: [
        'Agree group guidelines together in the first session',
        'Explain confidentiality and its limits',
        'Check everyone can join, see and hear',
        'Have a plan if someone becomes distressed',
      ],
    },
    {
      heading: 'Facilitating online',
      lines: [
        'Invite everyone to speak, but never insist',
        'Use breakout rooms for pairs and small groups',
        'Follow up individually with anyone who goes quiet',
        'Close each session with a short check-out',
      ],
    },
    {
      heading: 'Ending the course well',
      lines: [
        'Review what each person has achieved',
        'Issue group certificates in the final session',
        'Agree next steps and ongoing support',
        'Ask for feedback to improve the next course',
      ],
    },
  ],
  'manual-individual-delivery': [
    {
      heading: 'Individual delivery manual: introduction',
      lines: [
        'This manual is for practitioners supporting clients one-to-one in the online program.',
        'Clients work through the program at their own pace.',
        'You stay in regular contact, review progress and respond to risk.',
        'Each client completes a progress check every two weeks.',
      ],
    },
    {
      heading: 'Weeks 1 and 2: getting started',
      lines: [
        'Hold a welcome conversation within five working days of referral.',
        'Explore what the client wants to change and why.',
        'Agree one or two realistic goals for the first fortnight.',
        'Share local urgent support information.',
        'Explain the first progress check at the end of week two.',
      ],
    },
    {
      heading: 'During the program: regular contact',
      lines: [
        'Contact the client at least once a week by their preferred method.',
        'Review each progress check within two working days.',
        'Issue a progress report after each check and discuss it with the client.',
        'Adjust goals together when circumstances change.',
        'If a client disengages, try three times by different methods before closing.',
      ],
    },
    {
      heading: 'Ending the program',
      lines: [
        'Review the client’s journey using their progress reports.',
        'Issue a certificate to recognise what they have achieved.',
        'Agree a plan for staying well, including who to contact if things get difficult.',
        'Offer onward referral where further support is needed.',
        'Record the outcome and close the episode in your system.',
      ],
    },
  ],
  'manual-group-delivery': [
    {
      heading: 'Group delivery manual: introduction',
      lines: [
        'This manual is for practitioners facilitating online program groups.',
        'We recommend a course of 8 weekly sessions for 6 to 10 clients.',
        'Clients also work through the program individually between sessions.',
        'Progress checks happen every two weeks, in sessions 2, 4, 6 and 8.',
      ],
    },
    {
      heading: 'Sessions 1 and 2: building the group',
      lines: [
        'Welcome everyone and agree group guidelines together.',
        'Explain confidentiality and when it may need to be broken.',
        'Invite each person to share one thing they hope to change.',
        'In session 2, introduce the first progress check and review it together.',
      ],
    },
    {
      heading: 'Sessions 3 to 6: making changes',
      lines: [
        'Open each session with a short round of check-ins.',
        'Link the discussion to the program content clients have completed that week.',
        'Practise skills in pairs, such as planning for high-risk situations.',
        'Follow up individually with anyone whose progress check raises concern.',
      ],
    },
    {
      heading: 'Sessions 7 and 8: moving on',
      lines: [
        'Help each person write a plan for staying well.',
        'Review progress reports and celebrate achievements.',
        'Issue group certificates in the final session.',
        'Agree ongoing support and invite feedback on the course.',
      ],
    },
  ],
  'certificate-individual': [
    {
      heading: 'Certificate of achievement',
      lines: [
        'This certificate is presented to',
        '______________________________',
        'in recognition of the commitment and progress shown',
        'while taking part in the online program.',
        'Practitioner: ____________________   Date: ____________',
      ],
    },
  ],
  'certificate-group': [
    {
      heading: 'Certificate of achievement',
      lines: [
        'This certificate is presented to',
        '______________________________',
        'for taking part in an online program group',
        'and for the support given to fellow group members.',
        'Facilitator: ____________________   Date: ____________',
      ],
    },
  ],
  'certificate-individual-editable': [
    {
      heading: 'Certificate of achievement',
      lines: [
        'This certificate is presented to',
        '[Type the client’s name here]',
        'in recognition of the commitment and progress shown',
        'while taking part in the online program.',
        'Practitioner: [Type your name]   Date: [Type the date]',
      ],
    },
  ],
  'certificate-group-editable': [
    {
      heading: 'Certificate of achievement',
      lines: [
        'This certificate is presented to',
        '[Type the client’s name here]',
        'for taking part in an online program group',
        'and for the support given to fellow group members.',
        'Facilitator: [Type your name]   Date: [Type the date]',
      ],
    },
  ],
  'engage-clients': 'Changing your relationship with alcohol or drugs is hard, and you do not have to do it alone. The online program lets you work at your own pace, with a practitioner beside you every step of the way.',
  'engagement-model': [
    {
      heading: 'The engagement model: four stages',
      lines: [
        'Connect: make contact quickly and warmly after referral.',
        'Agree: set goals together that matter to the client.',
        'Support: keep regular contact and review every two-weekly progress check.',
        'Sustain: plan for life after the program and recognise achievements.',
      ],
    },
    {
      heading: 'Keeping clients engaged',
      lines: [
        'Use the client’s preferred contact method and times.',
        'Notice when progress checks are missed and follow up the same week.',
        'Reflect progress back to clients, including small steps.',
        'Treat setbacks as part of recovery, not a reason to stop.',
        'Invite clients to shape how the program fits their lives.',
      ],
    },
  ],
  'eligibility-criteria': [
    {
      heading: 'Who the online program is for',
      lines: [
        'Adults aged 18 and over.',
        'People who want to change their alcohol or drug use.',
        'People with regular access to a phone, tablet or computer and the internet.',
        'People who can take part in a program delivered in English or French.',
      ],
    },
    {
      heading: 'When another service may be more suitable',
      lines: [
        'The person needs urgent or crisis support.',
        'The person needs medically supervised withdrawal.',
        'The person’s current risk cannot be safely managed through online contact.',
        'In these cases, follow your local pathway; the program may be offered later.',
        'If you are unsure, discuss the referral with your clinical lead.',
      ],
    },
  ],
  'frequently-asked-questions': [
    {
      heading: 'Frequently asked questions: about the program',
      lines: [
        'How long does the program take? Most clients take between eight and sixteen weeks.',
        'Do clients need to finish every session? No: they work at their own pace with your support.',
        'How often are progress checks? Every two weeks.',
        'Can clients take part in a group? Yes, we recommend courses of 8 group sessions.',
      ],
    },
    {
      heading: 'Frequently asked questions: practical matters',
      lines: [
        'Can I give clients the training service code? No, never: it is for staff only.',
        'What if a client misses a progress check? Follow up the same week by their preferred method.',
        'What if I am worried about a client? Follow your service’s risk escalation route straight away.',
        'Where can I get more help? Speak to your clinical lead or supervisor.',
      ],
    },
  ],
  'accessing-support': [
    {
      heading: 'Accessing support: for clients',
      lines: [
        'Your practitioner is your main contact during the online program.',
        'Between contacts, you can leave a message through the program.',
        'The online program is not an emergency service.',
        'If you are in crisis, contact your local emergency services straight away.',
      ],
    },
    {
      heading: 'Accessing support: for staff',
      lines: [
        'Talk to your supervisor about any client you are concerned about.',
        'Your clinical lead can advise on complex or high-risk situations.',
        'Look after yourself: use your organisation’s staff wellbeing support.',
        'Use supervision to reflect on difficult conversations.',
      ],
    },
  ],
  'case-study-individual': [
    {
      heading: 'Case study: "Sam" (fictional composite)',
      lines: [
        'Sam, in their forties, works shifts and cares for a parent.',
        'Their drinking had crept up over several years, mostly alone in the evenings.',
        'They could not attend daytime appointments, so their service offered the online program.',
        'In the welcome conversation Sam set one goal: two alcohol-free evenings a week.',
      ],
    },
    {
      heading: 'What happened',
      lines: [
        'Sam worked through sessions late at night, after shifts.',
        'Their first progress check showed low confidence but steady use of the program.',
        'A missed check in week six led to a call; Sam had had a difficult fortnight.',
        'Together they adjusted the plan instead of starting over.',
        'By the end, Sam was drinking on fewer days and felt more in control.',
        'Learning point: flexible contact times and quick follow-up kept Sam engaged.',
      ],
    },
  ],
  'case-study-group': [
    {
      heading: 'Case study: a community group (fictional composite)',
      lines: [
        'A community service ran its first online program group for eight clients.',
        'Clients were working on alcohol, cannabis or stimulant use.',
        'The facilitator followed the group delivery manual over 8 weekly sessions.',
        'Progress checks were completed in sessions 2, 4, 6 and 8.',
      ],
    },
    {
      heading: 'What happened',
      lines: [
        'Early sessions were quiet; pair work in breakout rooms helped people open up.',
        'Group members began sharing strategies that had worked for them.',
        'One client’s progress check raised concern; the facilitator followed up the same day.',
        'Seven of the eight clients attended the final session and received certificates.',
        'Learning point: small-group activities built trust faster than whole-group discussion.',
      ],
    },
  ],
  'case-study-rural': [
    {
      heading: 'Case study: "Alex" (fictional composite)',
      lines: [
        'Alex, in their twenties, lives in a small rural community two hours from the nearest service.',
        'Alex was worried about their use of prescription painkillers after an injury.',
        'They were reluctant to seek help locally for fear of being recognised.',
        'Their family doctor referred them to the online program.',
      ],
    },
    {
      heading: 'What happened',
      lines: [
        'Alex preferred messages to calls, so contact was mostly in writing.',
        'The practitioner checked eligibility with the clinical lead and shared urgent support information.',
        'Progress checks showed growing confidence and fewer difficult days.',
        'Alex also agreed to a medication review with their family doctor.',
        'Learning point: privacy and distance were barriers the online program could remove.',
      ],
    },
  ],
};
