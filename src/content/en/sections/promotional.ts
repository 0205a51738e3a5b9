import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';
import type { PdfPage } from '../../types';

const CALL_TO_ACTION = 'Ask your service about the online program';

/** Back pages shared by the leaflet families (same message, different formats). */
const HOW_IT_WORKS: PdfPage = {
  heading: 'How the online program works',
  lines: [
    'Your local service checks that the program is right for you.',
    'You work through short online sessions at your own pace, on any device.',
    'A trained practitioner keeps in touch and supports you along the way.',
    'Every two weeks you complete a quick progress check and receive a progress report.',
    'You can also join an online group with others making similar changes.',
    CALL_TO_ACTION,
  ],
};

const WHAT_TO_EXPECT: PdfPage = {
  heading: 'What to expect',
  lines: [
    'Confidential support for problem alcohol or drug use.',
    'Practical tools to manage cravings, stress and difficult situations.',
    'Goals you choose, with a practitioner who listens without judgement.',
    'Certificates to recognise the progress you make.',
    'The online program is not an emergency service. In a crisis, contact local emergency services.',
    CALL_TO_ACTION,
  ],
};

const FOR_FAMILIES: PdfPage = {
  heading: 'How you can help',
  lines: [
    'Choose a calm moment to talk, and listen more than you speak.',
    'Let them know that support exists and can fit around daily life.',
    'Share this leaflet and suggest they ask their local service.',
    'Look after yourself too: many services also support family members.',
    CALL_TO_ACTION,
  ],
};

export const promotional: SectionTextsOf<'promotional'> = {
  title: 'Promotional resources',
  blocks: {
    overview: {
      heading: 'Overview',
      items: {
        text: [
          'This section is for <strong>marketing and communications teams</strong> who help people find out about the online program. It holds ready-made posters, leaflets, a short engagement video and social media assets you can use straight away.',
          'Posters and leaflets come in several print formats: <em>P2</em> posters, <em>P5</em> leaflets and <em>P4</em> leaflets in full colour, part colour and monochrome, so you can choose what suits your budget and your printer. The editable poster lets you add your own service name and contact details.',
          'Please use the materials as supplied and keep the message simple: support is available, it fits around daily life, and people can ask their local service about the online program. Brand guidelines will be added to this page soon.',
        ],
      },
    },
    'engagement-video': {
      heading: 'Engagement video',
      intro: ['A short video for waiting-room screens, websites and social media channels.'],
      items: { 'engagement-video': { title: 'Recovery can start at home' } },
    },
    'p2-posters': {
      heading: 'P2 posters (430 x 560 mm)',
      items: {
        'poster-p2-version-1': { title: 'Poster, version 1: Recovery can start at home' },
        'poster-p2-version-2': { title: 'Poster, version 2: Ready to make a change?' },
        'poster-p2-version-3': { title: 'Poster, version 3: Support that fits your life (editable)' },
      },
    },
    'p5-leaflets': {
      heading: 'P5 leaflets (140 x 210 mm)',
      items: {
        'leaflet-p5-version-1': { title: 'Leaflet, version 1: Take the first step, online' },
        'leaflet-p5-version-2': { title: 'Leaflet, version 2: Your recovery, your pace' },
        'leaflet-p5-version-3': { title: 'Leaflet, version 3: For family and friends' },
      },
    },
    'p4-full-colour': {
      heading: 'P4 full-colour leaflets (215 x 280 mm)',
      items: {
        'leaflet-p4-full-colour-version-1': { title: 'Full-colour leaflet, version 1: A new way to get support' },
        'leaflet-p4-full-colour-version-2': { title: 'Full-colour leaflet, version 2: Recovery that fits your day' },
      },
    },
    'p4-part-colour': {
      heading: 'P4 part-colour leaflets (210 x 297 mm)',
      items: {
        'leaflet-p4-part-colour-version-1': { title: 'Part-colour leaflet, version 1: Change is possible' },
        'leaflet-p4-part-colour-version-2': { title: 'Part-colour leaflet, version 2: Support without the wait' },
        'leaflet-p4-part-colour-version-3': { title: 'Part-colour leaflet, version 3: For family and friends' },
      },
    },
    'p4-monochrome': {
      heading: 'P4 monochrome leaflets (215 x 280 mm)',
      items: {
        'leaflet-p4-monochrome-version-1': { title: 'Monochrome leaflet, version 1: Recovery can start at home' },
        'leaflet-p4-monochrome-version-2': { title: 'Monochrome leaflet, version 2: Ready to make a change?' },
        'leaflet-p4-monochrome-version-3': { title: 'Monochrome leaflet, version 3: For family and friends' },
      },
    },
    'social-media': {
      heading: 'Social media assets',
      intro: [
        'Download profile images, header banners, logos and device mock-ups for your channels and website. Pair them with the suggested hashtags below.',
      ],
      items: {
        'social-account-microblog': {
          alt: 'Profile picture and header banner for a microblogging account, showing the online program logo',
          lines: ['Microblogging account', 'Profile picture and header banner'],
        },
        'social-account-professional': {
          alt: 'Profile picture and header banner for a professional networking account, showing the online program logo',
          lines: ['Professional network account', 'Profile picture and header banner'],
        },
        'social-account-photo': {
          alt: 'Profile picture and header banner for a photo-sharing account, showing the online program logo',
          lines: ['Photo-sharing account', 'Profile picture and header banner'],
        },
        'logo-colour': { alt: 'The online program logo in full colour', lines: ['Logo', 'Full colour'] },
        'logo-monochrome': { alt: 'The online program logo in one colour', lines: ['Logo', 'Monochrome'] },
        'mockup-laptop': { alt: 'The online program shown on a laptop screen', lines: ['Laptop mock-up'] },
        'mockup-tablet': { alt: 'The online program shown on a tablet screen', lines: ['Tablet mock-up'] },
        'mockup-phone': { alt: 'The online program shown on a mobile phone screen', lines: ['Phone mock-up'] },
        'mockup-cluster': {
          alt: 'The online program shown on a laptop, a tablet and a phone side by side',
          lines: ['Cluster mock-up', 'Laptop, tablet and phone'],
        },
        hashtags: [
          '#OnlineRecovery',
          '#RecoveryIsPossible',
          '#SubstanceUseSupport',
          '#AskYourService',
          '#RecoveryAtYourPace',
          '#TreatmentWorks',
        ],
      },
    },
    'brand-guidelines': {
      heading: 'Brand guidelines',
      intro: ['Guidance on using the online program brand consistently is being prepared.'],
      items: {
        'colour-palette': {
          title: 'Colour palette',
          text: 'Coming soon: the program colours, with values for print and screen and guidance on accessible colour contrast.',
        },
        typography: {
          title: 'Typography',
          text: 'Coming soon: recommended typefaces, sizes and spacing for print and digital materials.',
        },
        'logo-usage': {
          title: 'Logo usage',
          text: 'Coming soon: how to place, size and space the logo, and the versions to use on light and dark backgrounds.',
        },
      },
    },
  },
};

/** What the generated documents hold and the videos say: only the media generator reads these (../media.ts). */
export const promotionalMedia: SectionMediaTextsOf<'promotional'> = {
  'engagement-video': 'Thinking about cutting down or stopping alcohol or drugs? The online program gives you practical support you can use at home, at your own pace, with a trained practitioner behind you. Ask your service about the online program today.',
  'poster-p2-version-1': [
    {
      heading: 'Recovery can start at home',
      lines: [
        'The online program is a treatment and recovery program for problem alcohol and drug use.',
        'Work through it at your own pace, on your phone, tablet or computer.',
        'A trained practitioner supports you every step of the way.',
        'Confidential, and offered through your local service.',
        CALL_TO_ACTION,
      ],
    },
  ],
  'poster-p2-version-2': [
    {
      heading: 'Ready to make a change?',
      lines: [
        'Whether you want to cut down or stop, you do not have to do it alone.',
        'The online program fits around work, family and everything else in your day.',
        'Check your progress every two weeks and see how far you have come.',
        CALL_TO_ACTION,
      ],
    },
  ],
  'poster-p2-version-3': [
    {
      heading: 'Support that fits your life',
      lines: [
        'Online treatment and recovery support for problem alcohol and drug use.',
        'Go at your own pace, with a practitioner in your corner.',
        'Join others making similar changes in an online group.',
        '[Add your service name and how to get in touch here]',
        CALL_TO_ACTION,
      ],
    },
  ],
  'leaflet-p5-version-1': [
    {
      heading: 'Take the first step, online',
      lines: [
        'Worried about your drinking or drug use?',
        'The online program helps you make changes in your own time and your own space.',
        'You set the goals. A practitioner helps you reach them.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p5-version-2': [
    {
      heading: 'Your recovery, your pace',
      lines: [
        'No waiting room. No fixed appointment times.',
        'Short online sessions you can pick up whenever suits you.',
        'Regular support from someone who understands.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p5-version-3': [
    {
      heading: 'Worried about someone close to you?',
      lines: [
        'It can be hard to watch someone you care about struggle with alcohol or drugs.',
        'The online program offers them confidential support they can use at home.',
        'It fits around work and family, with a practitioner to guide them.',
      ],
    },
    FOR_FAMILIES,
  ],
  'leaflet-p4-full-colour-version-1': [
    {
      heading: 'A new way to get support',
      lines: [
        'The online program is treatment and recovery support for problem alcohol and drug use.',
        'Use it on your phone, tablet or computer, whenever it suits you.',
        'A trained practitioner keeps in touch and helps you stay on track.',
        'Small steps add up to real change.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-full-colour-version-2': [
    {
      heading: 'Recovery that fits your day',
      lines: [
        'Early morning, lunch break or late at night: the online program is there when you are.',
        'Learn practical ways to handle cravings and stress.',
        'See your progress every two weeks and celebrate each milestone.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-part-colour-version-1': [
    {
      heading: 'Change is possible',
      lines: [
        'Many people change their relationship with alcohol or drugs, and you can too.',
        'The online program gives you structure, tools and a practitioner to talk to.',
        'Start from home, at your own pace.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-part-colour-version-2': [
    {
      heading: 'Support without the wait',
      lines: [
        'You should not have to put your recovery on hold.',
        'The online program lets you start sooner, with support from a trained practitioner.',
        'Work one-to-one or join an online group.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-part-colour-version-3': [
    {
      heading: 'You can help someone take the first step',
      lines: [
        'If someone you care about is struggling with alcohol or drugs, support is closer than you think.',
        'The online program can be used at home, in private, at their own pace.',
        'A practitioner supports them throughout.',
      ],
    },
    FOR_FAMILIES,
  ],
  'leaflet-p4-monochrome-version-1': [
    {
      heading: 'Recovery can start at home',
      lines: [
        'Online treatment and recovery support for problem alcohol and drug use.',
        'Go at your own pace, on any device.',
        'A trained practitioner supports you all the way.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-monochrome-version-2': [
    {
      heading: 'Ready to make a change?',
      lines: [
        'Cutting down or stopping is easier with the right support.',
        'The online program fits around work, family and the rest of your life.',
        'Track your progress every two weeks.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-monochrome-version-3': [
    {
      heading: 'Worried about someone close to you?',
      lines: [
        'Support for problem alcohol and drug use is available online.',
        'The online program is confidential and can be used at home.',
        'A practitioner guides each person through it.',
      ],
    },
    FOR_FAMILIES,
  ],
};
