import type { ModuleTexts } from '@/content/texts';

export const moduleB: ModuleTexts<'b'> = {
  title: 'Planning implementation',
  progressTitle: 'Planning implementation',
  slides: [
    {
      title: 'Planning implementation',
      points: [
        'Readiness and governance',
        'Staffing, roles and training',
        'Referral pathways, data and privacy',
        'Promotion and measuring success',
      ],
      script:
        'Welcome to the module on planning implementation. A good plan turns a promising program into a reliable service. We look at how to assess readiness, set up governance, and organise staffing and roles. We then cover referral pathways, data and privacy, promoting the online program, and measuring success, so you can keep improving once you are up and running.',
    },
    {
      title: 'Assessing readiness',
      points: [
        'Visible support from senior leaders',
        'Staff capacity and willingness',
        'Devices, connectivity and technical support',
        "Clients' access to a phone, tablet or computer",
      ],
      script:
        'Start by assessing how ready your organisation is. Do senior leaders visibly support the online program? Do staff have the time and the willingness to take on a new way of working? Check that practitioners have suitable devices, reliable connections and technical help. Finally, think about your clients, and whether most of them can use a phone, tablet or computer privately.',
    },
    {
      title: 'Setting up governance',
      points: [
        'Name an executive sponsor',
        'Form a small implementation group',
        'Fit the program into clinical governance',
        'Agree policies for risk and escalation',
      ],
      script:
        'Clear governance keeps implementation on track. Name an executive sponsor who can remove obstacles, and form a small implementation group that meets regularly. Make sure the online program sits within your existing clinical governance, with the same standards for supervision, incident reporting and audit. Agree policies for managing risk and escalation before the first client registers.',
    },
    {
      title: 'Staffing and roles',
      points: [
        'A named implementation lead',
        'Practitioners who support clients',
        'Clinical supervision and oversight',
        'Operational staff for registration and queries',
      ],
      script:
        'Decide who does what. A named implementation lead coordinates the work day to day and is the main point of contact. Practitioners support clients, review progress reports and run groups. A clinical supervisor provides oversight and support for complex cases. Operational staff can help with registration, scheduling and everyday queries, freeing practitioners to focus on clients.',
    },
    {
      title: 'Training your team',
      points: [
        'Practitioners complete the training course',
        'Explore the program with the training service code',
        'Build confidence before the launch date',
        'Offer refresher sessions and peer support',
      ],
      script:
        "Everyone who supports clients should complete the seven-module training course in this toolkit. Staff can explore the online program from the client's point of view using the training service code, which is for staff only. Give people time to build confidence before launch, and plan refresher sessions and peer support so that skills keep developing once you go live.",
    },
    {
      title: 'Managing service codes',
      points: [
        'The organisation service code is for clients',
        'The training service code is for staff only',
        'Never give the training code to clients',
        'Decide who holds and shares each code',
      ],
      script:
        'Your organisation has two kinds of code. The organisation service code is what clients use to register, and it links them to your service. The training service code lets staff explore the program, and it must never be given to clients, because their progress would not reach your service. Decide who holds each code and how it is shared safely.',
    },
    {
      title: 'Referral pathways into the program',
      points: [
        'Self-referral through your service',
        'Internal referrals from your own teams',
        'Partners such as family doctors and hospitals',
        'Clear, shared eligibility criteria',
      ],
      script:
        'Map the routes by which clients will reach the online program. People may refer themselves through your service, or be referred internally by your own teams. External partners such as family doctors, hospitals and community organisations can also refer. Agree clear eligibility criteria and share them with every referrer, so that people are directed to the right level of care.',
    },
    {
      title: 'Pathways for stepping up care',
      points: [
        'Agree routes to more intensive services',
        'Link to your crisis and risk protocols',
        'Make handovers smooth in both directions',
      ],
      script:
        'Plan the way out as carefully as the way in. Agree routes to more intensive services, such as withdrawal management or residential treatment, for clients who need more than the online program can offer. Link these routes to your crisis and risk protocols, and make handovers smooth in both directions, so clients can also step back down when they are ready.',
    },
    {
      title: 'Data and privacy',
      points: [
        'Follow the privacy law that applies to you',
        'Explain terms and privacy clearly to clients',
        'Collect and share only what is needed',
        'Control who can see client information',
      ],
      script:
        'Substance use information is highly sensitive, so handle it with care. Check which privacy laws apply to your organisation and make sure your procedures meet them. Explain the terms of use and the privacy notice to clients in plain language. Collect and share only the information you need, and control which staff can see client records and reports.',
    },
    {
      title: 'Promoting the program',
      points: [
        'Posters and leaflets in your venues',
        'Social media and website content',
        'Staff champions who talk about it',
        'Messages to referral partners',
      ],
      script:
        'People cannot use a service they have never heard of. The promotional section of this toolkit provides posters, leaflets and ready-made social media content. Display materials where clients and families will see them, and add the online program to your website. Staff champions who talk about it with enthusiasm are often the most effective promotion of all.',
    },
    {
      title: 'Measuring success',
      points: [
        'Uptake: how many clients start',
        'Engagement: progress checks completed',
        'Outcomes shown in progress reports',
        'Feedback from clients and staff',
      ],
      script:
        'Decide early how you will measure success. Track uptake, meaning how many people register and start. Look at engagement, such as how many progress checks clients complete. Use progress reports to follow outcomes like reduced use and improved wellbeing. And ask for feedback from both clients and staff, because numbers alone rarely tell the whole story.',
    },
    {
      title: 'Reviewing and improving',
      points: ['Review results at regular intervals', 'Adjust pathways, staffing and promotion', 'Share lessons learned across teams'],
      script:
        'Implementation is not a single event. Review your results at regular intervals, perhaps every quarter, with your implementation group. Use what you learn to adjust referral pathways, staffing and promotion. Celebrate what is working and share lessons across teams and with partner organisations. Small, steady improvements add up to a service that lasts.',
    },
    {
      title: 'Your implementation plan',
      points: [
        'Readiness checked and governance in place',
        'Roles agreed and staff trained',
        'Pathways, privacy and promotion planned',
        'Measures chosen and reviews scheduled',
      ],
      script:
        'To sum up, a strong implementation plan covers each of these areas. Check readiness and put governance in place. Agree roles and train your staff. Plan referral pathways in and out, protect client privacy, and promote the online program. Finally, choose your measures and schedule regular reviews. Now test your knowledge with three short questions.',
    },
  ],
  questions: [
    {
      title: 'Which of these help you measure implementation success? Select all that apply.',
      answers: [
        'How many clients register and start',
        'How many progress checks clients complete',
        'Feedback from clients and staff',
        'The size of your office',
        'The number of staff meetings held',
      ],
    },
    { title: 'The training service code may be shared with clients so they can try the program first.' },
    {
      title: 'Who usually coordinates implementation day to day?',
      answers: ['A named implementation lead', 'Each client individually', 'The referral partners'],
    },
  ],
};
