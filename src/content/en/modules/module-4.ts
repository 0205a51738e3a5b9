import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module4: ModuleTexts<'4'> = {
  title: 'Supporting Clients Through the Online Program',
  progressTitle: 'Supporting clients',
  slides: [
    {
      title: 'Supporting clients',
      points: [
        'Your role alongside the online program',
        'Check-ins and motivational conversations',
        'Progress reports, lapses and engagement',
        'Group sessions and documentation',
      ],
      script:
        'This module is about the support you provide while clients use the online program. It is the longest module, because your support makes a real difference to outcomes. We will cover your role, check-ins, motivational conversations, reviewing progress reports, responding to lapses, keeping clients engaged, running group sessions, and keeping good records.',
    },
    {
      title: 'Your role alongside the program',
      points: [
        'The program teaches skills; you help clients use them',
        'Guide, encourage and problem solve',
        'Notice risk and connect clients to other help',
      ],
      script:
        'The program delivers structured content, but people change through relationships as well as information. Your role is to guide and encourage clients, and to help them apply what they learn to their own lives. You also notice when a client needs more than the program can offer, and connect them to other help. Think of yourself as a coach working alongside the program.',
    },
    {
      title: 'Building a working alliance',
      points: [
        'Be warm, respectful and non-judgemental',
        'Agree on goals and how to reach them',
        'Be reliable and do what you say you will do',
      ],
      script:
        'A strong working alliance is one of the best predictors of good outcomes. Be warm, respectful and non-judgemental. Agree with the client on what they want to achieve, and on how the program and your support will help. Be reliable, call when you said you would, and follow up on what you promised. Small, consistent actions build trust quickly.',
    },
    {
      title: 'The first check-in',
      points: [
        'Within a week of enrolment',
        'Ask how the first login and session went',
        'Solve technical problems early',
        'Agree how and when you will stay in touch',
      ],
      script:
        'The first check-in should happen within a week of enrolment. Ask how the first login and session went, and sort out any technical problems early, because they are a common reason for dropping out. Explore what the client hopes to get from the program. Finally, agree how and when you will stay in touch. The clip shows an example of a first check-in.',
    },
    {
      title: 'Planning regular check-ins',
      points: [
        'Short, scheduled and predictable',
        'By phone, video or in person, as the client prefers',
        'Timed just after each two-weekly progress check',
      ],
      script:
        'Regular check-ins keep clients connected. They can be short, often fifteen to twenty minutes, but they should be scheduled and predictable. Use phone, video or in-person contact, depending on what the client prefers. It helps to hold check-ins just after each progress check, so that you can review the new report together while it is fresh.',
    },
    {
      title: 'Motivational conversations',
      points: [
        'Open questions invite the client to reflect',
        'Affirmations recognise strengths and effort',
        'Reflective listening shows you have understood',
        'Summaries pull key points together',
      ],
      script:
        'Motivational conversations use four core skills. Open questions invite clients to think and talk. Affirmations recognise their strengths and efforts. Reflective listening shows you have understood, and helps clients hear their own reasons for change. Summaries pull the key points together and move the conversation forward. Avoid lecturing or arguing, which tends to increase resistance.',
    },
    {
      title: 'Exploring ambivalence',
      points: [
        'Mixed feelings about change are normal',
        'Explore both sides without taking one',
        'Let the client voice the case for change',
      ],
      script:
        'Most clients feel two ways about change. Part of them wants to change, and part of them values what substances give them. This is normal. Explore both sides with curiosity, rather than arguing for change yourself. When clients voice their own reasons for change, their commitment grows. The clip shows a practitioner exploring ambivalence with a client.',
    },
    {
      title: 'Strengthening change talk',
      points: [
        'Listen for desire, ability, reasons and need',
        'Reflect it back and ask for more detail',
        'Notice commitment language and build on it',
      ],
      script:
        'Change talk is anything a client says in favour of change. Listen for their desire, ability, reasons and need to change. When you hear it, reflect it back and ask for more detail, for example by asking what else they have noticed. As change talk grows, listen for signs of commitment, and help the client turn them into specific next steps.',
    },
    {
      title: 'Reviewing progress reports',
      points: ['A new report every two weeks', 'Read it before the check-in', 'Go through it with the client, not at them'],
      script:
        'A new progress report becomes available every two weeks, after each progress check. Read it before your check-in so you can spot changes and plan your questions. Then go through it with the client, asking what they make of it, rather than presenting your conclusions. The clip walks through a sample progress report and the main sections to look at.',
    },
    {
      title: 'Reading the trends',
      points: [
        'Look at the direction, not single results',
        'Compare substance use, mood and cravings',
        'Ask the client what explains the changes',
      ],
      script:
        'When reading a report, look at the direction of change over several checks rather than a single result. Compare substance use with mood and cravings, since they often move together. If something stands out, ask the client what they think explains it. Their view often reveals triggers or strengths that the numbers alone cannot show.',
    },
    {
      title: 'Celebrating progress',
      points: ['Acknowledge every certificate earned', 'Recognise effort as well as results', "Link progress to the client's own goals"],
      script:
        "Each progress check also brings a certificate. Take a moment to acknowledge it. Recognise effort as well as results, because completing sessions and logging cravings are achievements in themselves. Link progress back to the client's own goals and values. Celebrating small wins builds confidence and makes it more likely that clients keep going.",
    },
    {
      title: 'When a lapse happens',
      points: ['Lapses are common and expected', 'A lapse is not the same as a relapse', 'Each lapse is a chance to learn'],
      script:
        "Lapses are a common part of recovery. A lapse is a single episode of use after a period of change, and it does not have to become a full relapse. How a lapse is handled matters a great deal. Treated as a chance to learn, it can strengthen a client's plan. The clip explains the difference between a lapse and a relapse.",
    },
    {
      title: 'Responding without judgement',
      points: ['Stay calm and curious', 'Thank the client for telling you', 'Avoid blame, which increases shame and dropout'],
      script:
        'When a client tells you about a lapse, stay calm and curious. Thank them for telling you, because honesty is a strength. Avoid blame or disappointment, which increase shame and the risk of dropping out. Ask what happened in the hours before, and what the client noticed about their thoughts and feelings. The clip shows a supportive response to a lapse.',
    },
    {
      title: 'Updating the plan after a lapse',
      points: [
        'Identify the trigger and the warning signs',
        'Choose a coping strategy to try next time',
        'Update the relapse prevention plan together',
      ],
      script:
        'After exploring the lapse, work with the client to update their plan. Identify the trigger and any early warning signs. Choose one or two coping strategies to try next time, and add them to the relapse prevention plan in the program. Agree when you will next check in. The clip shows a practitioner and client updating the plan together on screen.',
    },
    {
      title: 'Recognising risk',
      points: [
        'Watch for overdose risk, self-harm or harm to others',
        'Take extra care if opioid use restarts after a break',
        "Follow your organisation's safety procedures",
      ],
      script:
        "Some situations need more than the program can offer. Watch for signs of overdose risk, thoughts of self-harm, or risk of harm to others. Be especially alert when a client lapses on opioids after a period without use, because their tolerance will be lower. In any of these situations, follow your organisation's safety procedures and escalate promptly.",
    },
    {
      title: 'Engagement strategies',
      points: ['Send brief, personal reminders', "Link sessions to the client's goals", 'Help fit sessions into daily routines'],
      script:
        "Engagement tends to dip after the first few weeks. Brief, personal reminders help, especially when they refer to something the client said. Link upcoming sessions to the client's own goals, and help them find a regular time in their routine to use the program. The clip shares practical engagement ideas from experienced practitioners.",
    },
    {
      title: 'Re-engaging quiet clients',
      points: [
        'Reach out after a missed check-in or progress check',
        'Keep the tone warm and free of pressure',
        'Make returning easy, whatever the gap',
      ],
      script:
        'If a client goes quiet, reach out after a missed check-in or progress check rather than waiting. Keep the tone warm and free of pressure, and let them know the door is open. Make returning easy, whatever the gap. Many clients come back when they feel welcome, and the program keeps their progress so they can pick up where they left off.',
    },
    {
      title: 'Group sessions',
      points: ['Peer support reduces isolation', 'Groups reinforce the skills learned in the program', 'Eight sessions are recommended'],
      script:
        'Group sessions add peer support to the online program. Hearing from others with similar experiences reduces isolation and shame, and practising skills together helps them stick. A series of eight group sessions is recommended, with each session linked to a theme from the program. Groups work best alongside individual check-ins, rather than instead of them.',
    },
    {
      title: 'Running the eight-session group',
      points: [
        'Agree group guidelines in the first session',
        'Follow program themes across the eight sessions',
        'Check in with anyone who misses a session',
      ],
      script:
        'In the first session, agree group guidelines on confidentiality, respect and safety. Over the eight sessions, follow the program themes, from motivation and triggers to coping skills and staying well. Keep a balance between sharing and skill practice. Check in individually with anyone who misses a session. The clip shows part of a group session in action.',
    },
    {
      title: 'Documentation',
      points: [
        'Record each check-in and key decisions',
        'Note progress report reviews and risk actions',
        "Follow your organisation's record-keeping rules",
      ],
      script:
        "Good records support safe, consistent care. Record each check-in, the main topics discussed and any decisions made. Note when you review a progress report and any changes to the client's plan. Always document risk concerns and the actions you took. Follow your organisation's rules on record keeping, consent and sharing information.",
    },
    {
      title: 'Key messages',
      points: [
        'Your support makes the program work better',
        'Use motivational skills and review reports together',
        'Respond to lapses with curiosity, not blame',
        'Offer eight group sessions and keep good records',
      ],
      script:
        'To close, your support makes the online program more effective. Build a strong alliance, check in regularly, and use motivational conversations. Review progress reports with clients every two weeks. Respond to lapses with curiosity rather than blame, and act promptly on risk. Offer the recommended eight group sessions where they fit, and keep clear records. Well done on completing this module.',
    },
  ],
  questions: [
    {
      title: 'Which of these are core skills in a motivational conversation?',
      answers: [
        'Open questions',
        'Reflective listening',
        'Affirmations',
        'Arguing for change when the client is unsure',
        'Lecturing about the risks of substance use',
      ],
    },
    {
      title: 'How many group therapy sessions are recommended alongside the online program?',
      answers: ['Four', 'Six', 'Eight', 'Twelve'],
    },
    {
      title: 'After a lapse, the practitioner and client should review what happened and update the relapse prevention plan together.',
    },
  ],
};

/** What each slide's clip says (its captions), by slide number: only the media generator reads these (../media.ts). */
export const module4Clips: ModuleClips<'4'> = {
  4: 'A practitioner phones a client a few days after enrolment, asks how the first session felt, helps reset a forgotten password and agrees a weekly call time.',
  7: 'A practitioner asks a client what cannabis helps with and what it costs her, then reflects back that she wants better sleep and more time with her children.',
  9: 'A walkthrough of a sample progress report, showing days of use, mood and craving trends over the past two weeks, progress towards goals and the certificate issued.',
  12: 'A short explainer. A lapse is a slip after a period of change, a relapse is a return to old patterns, and a quick, supportive response helps stop one becoming the other.',
  13: 'A client tells his practitioner that he drank heavily at the weekend. She thanks him for his honesty and gently asks what led up to it.',
  14: 'A practitioner and a client open the relapse prevention plan together, add Friday evenings as a high-risk time and decide to plan an activity with a friend.',
  16: "Practitioners share their ideas. A short personal message after a missed session, linking the next session to the client's goal, and a set time each week for the program.",
  19: 'Part of a group session. The facilitator reviews the group guidelines, then members pair up to practise turning down the offer of a drink.',
};
