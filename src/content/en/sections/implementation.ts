import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';

export const implementation: SectionTextsOf<'implementation'> = {
  title: 'Implementation resources',
  blocks: {
    overview: {
      heading: 'Overview',
      items: {
        text: [
          'This section is for <strong>organisational leads and service managers</strong> preparing to offer the online program. It brings together what you need to plan, launch and sustain the program in your service: short video tutorials, briefing presentations, planning and governance documents, and a seven-module e-learning course.',
          'The online program is a structured treatment and recovery program for problem substance use. Clients work through it at their own pace, with regular support from a trained practitioner. Every <strong>two weeks</strong> clients complete a progress check, and progress reports and certificates are issued at those points, so you can follow outcomes across your whole caseload.',
          'We suggest you start with the video tutorials and the e-learning modules, then use the presentations to brief your leadership team and the planning resources to prepare your rollout. Training resources for frontline staff and materials for your communications team are in the other two sections of this toolkit.',
        ],
      },
    },
    'video-tutorials': {
      heading: 'Video tutorials',
      items: {
        'introducing-the-program': { title: 'Introducing the online program' },
        'planning-your-rollout': { title: 'Planning your rollout' },
      },
    },
    explore: {
      heading: 'Explore the program',
      items: {
        text: [
          'Before you offer the online program to clients, we recommend that you and your team explore it for yourselves. The demo site follows the client journey from the first session to the two-weekly progress check, using sample data only.',
          'Your organisation also receives a separate <strong>training service code</strong>. It lets staff enter the main program and see it exactly as a client would, without creating client records. <strong>The training service code must never be given to clients.</strong> Clients are only ever given access through your service’s usual referral process.',
        ],
        'explore-program': { text: 'Explore the online program demo site' },
      },
    },
    modules: {
      heading: 'E-learning modules',
      intro: [
        'These seven short modules take about 75 minutes in total and cover everything an organisational lead needs to know, from the evidence behind the online program to governance and evaluation. You can complete them in any order and come back at any time: your progress is saved only in this browser.',
        'Each module ends with a three-question knowledge test. Pass all seven tests to download your certificate of achievement.',
      ],
    },
    presentations: {
      heading: 'Presentations',
      intro: [
        'Use these slide decks to brief your board, senior leadership team or partner organisations. Download them as PDFs and adapt the speaking notes to your local context.',
      ],
      items: {
        'leadership-briefing': {
          title: 'Leadership briefing: introducing the online program',
          alt: 'Title slide of the leadership briefing presentation about the online program',
        },
        'rollout-plan': {
          title: 'Planning and running your rollout',
          alt: 'Title slide of the rollout planning presentation for service managers',
        },
      },
    },
    resources: {
      heading: 'Resources',
      intro: [
        'Download these documents to plan, govern and evaluate the online program in your organisation. Each one prints on A4 paper and can be adapted to your local processes.',
      ],
      groups: {
        planning: {
          heading: 'Planning',
          items: {
            'implementation-guide': { title: 'Implementation guide' },
            'readiness-checklist': { title: 'Readiness checklist' },
            'referral-pathway-template': { title: 'Referral pathway template' },
          },
        },
        governance: {
          heading: 'Governance',
          items: {
            'data-protection-summary': { title: 'Data protection summary' },
            'clinical-governance-guide': { title: 'Clinical governance guide' },
          },
        },
        evaluation: { heading: 'Evaluation', items: { 'outcome-measures-guide': { title: 'Outcome measures guide' } } },
      },
    },
    ontario: {
      heading: 'Additional Ontario resources',
      items: {
        text: [
          'If your organisation delivers the online program in Ontario, you <strong>must</strong> give every client a copy of the additional terms of use and the privacy notice below before they start the program. Keep a record that each client has received both documents.',
        ],
        'ontario-additional-terms': { title: 'Additional terms of use (Ontario)' },
        'ontario-privacy-notice': { title: 'Privacy notice (Ontario)' },
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
export const implementationMedia: SectionMediaTextsOf<'implementation'> = {
  'introducing-the-program': 'Welcome to the online program toolkit for organisational leads. In this short tutorial we explain how the program works, who it is for, and how clients move from referral to recovery with support from your team.',
  'planning-your-rollout': 'A successful rollout starts with a named lead and a clear referral pathway. This tutorial walks you through readiness checks, staff training, governance sign-off and the first eight weeks after launch, so that nothing is left to chance.',
  'leadership-briefing': [
    {
      heading: 'Introducing the online program',
      lines: [
        'A briefing for leadership teams',
        'Why an online treatment and recovery program',
        'What it asks of your organisation',
        'How to decide whether you are ready',
      ],
    },
    {
      heading: 'The need we are responding to',
      lines: [
        'Many people with problem substance use never reach face-to-face treatment',
        'Waiting lists, distance, stigma, work and caring duties are common barriers',
        'Online delivery widens access without replacing existing services',
        'Clients can start sooner and work at times that suit them',
      ],
    },
    {
      heading: 'What the online program is',
      lines: [
        'A structured, self-paced treatment and recovery program',
        'Delivered online, with regular contact from a trained practitioner',
        'Offered one-to-one or in groups (8 group sessions recommended)',
        'A progress check every two weeks, with a progress report and certificate',
      ],
    },
    {
      heading: 'Who it is for',
      lines: [
        'Adults who want to change their alcohol or drug use',
        'People waiting for, stepping down from, or unable to attend other treatment',
        'It is not a crisis service: local urgent care routes stay in place',
        'Full eligibility criteria are in the training resources',
      ],
    },
    {
      heading: 'What it asks of your organisation',
      lines: [
        'A named implementation lead and a named clinical lead',
        'Practitioners with protected weekly time for online contact',
        'A clear referral pathway with eligibility screening',
        'Governance sign-off for data protection and clinical safety',
      ],
    },
    {
      heading: 'Measuring the difference',
      lines: [
        'Two-weekly progress checks give regular outcome data',
        'Track uptake, completion and change in substance use',
        'Review results with your team at least every quarter',
        'Share what you learn with staff, clients and funders',
      ],
    },
    {
      heading: 'Next steps',
      lines: [
        'Complete the e-learning modules in this toolkit',
        'Work through the readiness checklist',
        'Agree your referral pathway and a launch date',
        'Brief frontline teams using the training resources',
      ],
    },
  ],
  'rollout-plan': [
    {
      heading: 'Planning and running your rollout',
      lines: [
        'A step-by-step guide for service managers',
        'Before launch',
        'The first eight weeks',
        'Keeping the program going',
      ],
    },
    {
      heading: 'Step 1: Set up your team',
      lines: [
        'Appoint an implementation lead and a clinical lead',
        'Identify practitioners and their weekly online hours',
        'Agree who covers absences and annual leave',
        'Ask every practitioner to complete the training modules',
      ],
    },
    {
      heading: 'Step 2: Build your referral pathway',
      lines: [
        'Decide who can refer: self-referral, partners, primary care',
        'Screen every referral against the eligibility criteria',
        'Set a target time from referral to first contact',
        'Agree where clients go if the program is not right for them',
      ],
    },
    {
      heading: 'Step 3: Governance and safety',
      lines: [
        'Complete the data protection summary with your privacy lead',
        'Agree risk escalation routes and out-of-hours information',
        'Add the program to your clinical governance agenda',
        'In Ontario, prepare the additional terms and privacy notice',
      ],
    },
    {
      heading: 'Step 4: Launch',
      lines: [
        'Start with a small group of clients and practitioners',
        'Hold a short weekly check-in for the first eight weeks',
        'Use the promotional materials to tell people about the program',
        'Log questions and issues as they come up',
      ],
    },
    {
      heading: 'Step 5: Review and improve',
      lines: [
        'Use the two-weekly progress check data to follow outcomes',
        'Look at uptake, drop-out and completion every quarter',
        'Ask clients and staff what could work better',
        'Update your pathway and share the changes with your team',
      ],
    },
    {
      heading: 'Common pitfalls to avoid',
      lines: [
        'Launching before practitioners have protected time',
        'Unclear ownership of referrals and follow-up',
        'Sharing the training service code with clients',
        'Collecting outcome data without reviewing it',
      ],
    },
  ],
  'implementation-guide': [
    {
      heading: 'Implementation guide: about this guide',
      lines: [
        'This guide helps organisational leads introduce the online program in their service.',
        'It describes the roles, steps and decisions involved, from first planning to routine delivery.',
        'Use it alongside the readiness checklist and the referral pathway template.',
        'Most services move from planning to launch in eight to twelve weeks.',
      ],
    },
    {
      heading: 'Roles and responsibilities',
      lines: [
        'Implementation lead: owns the plan, the timeline and reporting to senior managers.',
        'Clinical lead: owns clinical safety, supervision and the risk escalation route.',
        'Practitioners: support clients, review progress checks and issue progress reports.',
        'Administrative support: handles referrals, scheduling and record keeping.',
        'Privacy lead: signs off data protection arrangements before launch.',
      ],
    },
    {
      heading: 'From launch to routine delivery',
      lines: [
        'Clients complete a progress check every two weeks.',
        'Practitioners issue a progress report and, when earned, a certificate at each check.',
        'For group delivery, plan courses of 8 sessions.',
        'Review uptake, completion and outcomes every quarter.',
        'Update this guide locally as your service learns what works.',
      ],
    },
  ],
  'readiness-checklist': [
    {
      heading: 'Readiness checklist: people and processes',
      lines: [
        '[ ] An implementation lead and a clinical lead are named.',
        '[ ] Practitioners have protected weekly time for online contact.',
        '[ ] All practitioners have completed the e-learning modules.',
        '[ ] The referral pathway is agreed and written down.',
        '[ ] Eligibility screening is part of the referral process.',
      ],
    },
    {
      heading: 'Readiness checklist: governance and launch',
      lines: [
        '[ ] Data protection arrangements are signed off.',
        '[ ] The risk escalation route is agreed and shared with staff.',
        '[ ] Staff know the training service code is for staff only.',
        '[ ] Promotional materials are ready for your launch.',
        '[ ] A date is set for your first quarterly review.',
      ],
    },
  ],
  'referral-pathway-template': [
    {
      heading: 'Referral pathway template: routes in',
      lines: [
        'Who can refer: ______________________________',
        'How referrals arrive (form, email, phone): ______________________',
        'Who screens referrals against the eligibility criteria: ____________',
        'Target time from referral to first contact: ______ working days',
        'What happens if a referral is not eligible: ____________________',
      ],
    },
    {
      heading: 'Referral pathway template: during and after the program',
      lines: [
        'Named practitioner allocated by: ______________________',
        'Two-weekly progress checks reviewed by: ________________',
        'Risk concerns escalated to: ___________________________',
        'Routes out (step up, step down, discharge): ______________',
        'Pathway reviewed on (date): ____________',
      ],
    },
  ],
  'data-protection-summary': [
    {
      heading: 'Data protection summary: what is collected',
      lines: [
        'Contact details needed to support the client.',
        'Answers to the two-weekly progress checks.',
        'Notes recorded by the practitioner during the program.',
        'Only the minimum information needed to deliver the program is collected.',
      ],
    },
    {
      heading: 'Data protection summary: your responsibilities',
      lines: [
        'Tell clients, in plain language, how their information is used.',
        'Limit access to staff who support the client.',
        'Agree retention periods and secure deletion with your privacy lead.',
        'Record and report any data breach following your local policy.',
        'Review these arrangements at least once a year.',
      ],
    },
  ],
  'clinical-governance-guide': [
    {
      heading: 'Clinical governance guide: principles',
      lines: [
        'The online program is delivered within your existing clinical governance framework.',
        'A named clinical lead is accountable for safe delivery.',
        'Every client has a named practitioner.',
        'Practitioners receive regular supervision that includes their online caseload.',
      ],
    },
    {
      heading: 'Managing risk',
      lines: [
        'Review each two-weekly progress check for signs of increasing risk.',
        'Follow your local risk escalation route without delay.',
        'Make sure clients know the program is not a crisis service.',
        'Give every client local urgent support information at the start.',
        'Record decisions and actions in the client record.',
      ],
    },
    {
      heading: 'Learning and review',
      lines: [
        'Discuss incidents and near misses in team meetings.',
        'Include program outcomes in your quarterly governance report.',
        'Audit a sample of client records every six months.',
        'Share learning with practitioners and update local procedures.',
      ],
    },
  ],
  'outcome-measures-guide': [
    {
      heading: 'Outcome measures guide: what to measure',
      lines: [
        'Uptake: how many referred clients start the program.',
        'Engagement: how many progress checks each client completes.',
        'Completion: how many clients finish the program.',
        'Change: substance use, wellbeing and confidence between the first and last progress check.',
      ],
    },
    {
      heading: 'Outcome measures guide: using the results',
      lines: [
        'Progress checks every two weeks give you regular, comparable data.',
        'Compare results across quarters rather than month to month.',
        'Look for groups of clients who start but do not continue.',
        'Share results with staff and ask what could explain them.',
        'Use what you learn to improve your referral pathway and support.',
      ],
    },
  ],
  'ontario-additional-terms': [
    {
      heading: 'Additional terms of use for clients in Ontario',
      lines: [
        'These terms apply in addition to the general terms of use of the online program.',
        'The program is offered to you by your local service, which remains responsible for your care.',
        'The program supports, but does not replace, emergency or crisis services.',
        'You can stop using the program at any time without affecting your other care.',
      ],
    },
    {
      heading: 'Your agreement',
      lines: [
        'Please keep your access details private and do not share them with others.',
        'Your practitioner will review your progress checks every two weeks.',
        'If you have questions about these terms, ask your service before you start.',
        'By starting the program you confirm you have received and read these terms.',
      ],
    },
  ],
  'ontario-privacy-notice': [
    {
      heading: 'Privacy notice for clients in Ontario',
      lines: [
        'This notice explains how your personal information is collected, used and protected.',
        'Your service collects only the information needed to support you in the program.',
        'This includes your contact details, your progress check answers and practitioner notes.',
        'Your information is handled in line with applicable Ontario privacy legislation.',
      ],
    },
    {
      heading: 'Your rights',
      lines: [
        'You can ask to see the information your service holds about you.',
        'You can ask for information that is wrong to be corrected.',
        'Your information is only shared without your consent where the law requires or allows it.',
        'To ask a question or make a complaint, contact the privacy lead at your service.',
      ],
    },
  ],
};
