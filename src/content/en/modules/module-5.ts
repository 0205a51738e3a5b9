import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module5: ModuleTexts<'5'> = {
  title: 'Safety, risk and referral',
  progressTitle: 'Safety and risk',
  slides: [
    {
      title: 'Safety, risk and referral',
      points: [
        'Recognising risk early',
        'Responding well in a crisis',
        'Knowing when the online program is not enough',
        'Stepping up care and referring on',
      ],
      script:
        'Welcome to this module on safety, risk and referral. The online program suits many people who can work mostly on their own with practitioner support. Some clients, however, will need more. Over the next few minutes we look at how to recognise risk, how to respond in a crisis, and how to step up care when the online program is not enough.',
    },
    {
      title: 'Recognising risk',
      points: [
        'Escalating or more dangerous patterns of use',
        'Overdose risk, including lower tolerance after a break',
        'Thoughts of suicide or self-harm',
        'Risky withdrawal and safeguarding concerns',
      ],
      script:
        'Risk can change quickly, so stay alert to it at every contact. Watch for use that is escalating or becoming more dangerous, such as mixing substances. Remember that tolerance drops after a period without opioids, which raises the risk of overdose. Take any mention of suicide or self-harm seriously, and be aware that withdrawal from alcohol can be medically dangerous. Safeguarding concerns for children or partners also count as risk.',
    },
    {
      title: 'Where risk shows up in the online program',
      points: [
        'Progress checks every two weeks',
        'Messages and practitioner check-ins',
        'Sudden drops in engagement',
        'Concerns raised by family or other services',
      ],
      script:
        'The online program gives you several windows onto risk. Clients complete a progress check every two weeks, and a sharp change in use or mood is a signal to make contact. Messages and check-ins can reveal distress too. A client who suddenly stops logging in may simply be busy, but it can also mean things have become harder. Information from family members or other services also matters.',
    },
    {
      title: 'Responding to a warning sign',
      points: [
        'Act on the signal the same day',
        'Talk with the client directly',
        'Agree a safety plan together',
        'Record what you did and why',
      ],
      script:
        'This short clip shows a practitioner responding to a warning sign in a progress check. Notice how she acts on the same day, speaks with the client directly rather than relying on a message, and works with him to agree a simple safety plan. Afterwards she records what happened and arranges a follow-up. Prompt, personal contact is often what makes the difference.',
    },
    {
      title: 'Responding in a crisis',
      points: [
        'Check for immediate danger first',
        'Call emergency services if life is at risk',
        'Stay with the person and stay calm',
        'Follow your local crisis protocol',
      ],
      script:
        "If a client is in crisis, your first question is whether anyone is in immediate danger. If a life is at risk, contact emergency services straight away. Where you can, stay with the person, keep your voice calm and listen. Then follow your organisation's crisis protocol step by step, inform your supervisor, and write down what happened as soon as it is safe to do so.",
    },
    {
      title: 'Know your crisis pathways in advance',
      points: [
        'Emergency services and local crisis lines',
        'Mental health crisis teams',
        'Withdrawal management services',
        'Keep the contact list current and shared',
      ],
      script:
        'A crisis is not the moment to search for phone numbers. Before you start working with clients, make sure you know your local crisis pathways. These include emergency services, local crisis lines, mental health crisis teams and withdrawal management services. Keep the list up to date, make it easy for the whole team to find, and share the relevant numbers with clients when they begin.',
    },
    {
      title: 'When the online program is not enough',
      points: [
        'Medically supervised withdrawal is needed',
        'Severe or worsening mental health symptoms',
        'Risk stays high despite a safety plan',
        'Complex physical health or social needs',
      ],
      script:
        'The online program is effective for many people, but it is not the right level of care for everyone. It is not enough on its own when a client needs medically supervised withdrawal, when mental health symptoms are severe or getting worse, or when risk stays high despite a safety plan. Complex physical health or social needs may also call for more intensive support.',
    },
    {
      title: 'Stepping up care',
      points: [
        'The online program is one step in a stepped care model',
        'Move to more intensive support when needed',
        'The online program can continue alongside',
        'Step back down when the client is ready',
      ],
      script:
        'Think of the online program as one step in a stepped care model. When a client needs more, you step care up, for example to face-to-face counselling, a day program or a residential service. Stepping up does not have to mean stopping. Many clients benefit from continuing the online program alongside more intensive care, and they can step back down when they are ready.',
    },
    {
      title: 'Making a good referral',
      points: [
        'Explain the reason and seek consent',
        'Share only the information that is needed',
        'Make a warm handover where possible',
        'Follow up to confirm the client is connected',
      ],
      script:
        'A good referral is more than a form. Explain to the client why you are suggesting it, and ask for their consent. Share the information the receiving service needs, and nothing more. Where possible, make a warm handover by introducing the client in person or by phone. Finally, follow up to check that the client actually connected, because people are easily lost between services.',
    },
    {
      title: 'Key points to remember',
      points: [
        'Look for risk at every contact',
        'Know your crisis pathways before you need them',
        'Step up care when the program is not enough',
        'Refer warmly, and always follow up',
      ],
      script:
        'To sum up, look for risk at every contact, including progress checks and messages. Know your crisis pathways before you need them, and act quickly when a warning sign appears. When the online program is not enough, step up care, keeping the program in place alongside if it helps. Refer warmly and always follow up. Now test your knowledge with three short questions.',
    },
  ],
  questions: [
    {
      title: 'What should you do first if a client is in immediate danger?',
      answers: [
        'Contact emergency services and follow your crisis protocol',
        'Send a message and review it at the next progress check',
        'Suggest the client repeats the current session',
        "Close the client's account in the online program",
      ],
    },
    { title: 'A client who steps up to more intensive care can continue the online program alongside it.' },
    {
      title: 'Which of these suggest the online program alone may not be enough? Select all that apply.',
      answers: [
        'The client needs medically supervised withdrawal',
        "The client's mental health symptoms are severe or worsening",
        'Risk stays high despite a safety plan',
        'The client completed a progress check on time',
        'The client prefers to use the program in the evening',
      ],
    },
  ],
};

/** What each slide's clip says (its captions), by slide number: only the media generator reads these (../media.ts). */
export const module5Clips: ModuleClips<'5'> = {
  4: "A practitioner sees that a client's latest progress check shows heavier drinking and low mood, so she calls him that afternoon. Together they agree a safety plan and book a follow-up call for later in the week.",
};
