import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module3: ModuleTexts<'3'> = {
  title: 'Inside the Online Program',
  progressTitle: 'Inside the program',
  slides: [
    {
      title: 'Inside the online program',
      points: [
        'How the program is structured',
        'The sessions clients work through',
        'Tools for goals, cravings and mood',
        'Progress checks every two weeks',
      ],
      script:
        "In this module, we look inside the online program from the client's point of view. Knowing what clients see helps you have better conversations with them. We will cover how the program is structured, the sessions clients work through, the practical tools they use every day, and the progress checks that take place every two weeks.",
    },
    {
      title: 'How the program is structured',
      points: [
        'Sessions are grouped into three stages',
        'Each session takes around 20 to 30 minutes',
        'Clients move at their own pace',
        'Tools are available at any time',
      ],
      script:
        'The program is organised into three stages, called understanding, building skills and staying well. Each stage contains several short sessions, and each session takes around twenty to thirty minutes. Sessions unlock in order, so clients build on what they have learned, but they move at their own pace. The practical tools are available at any time, from any screen.',
    },
    {
      title: 'Stage 1: Understanding',
      points: [
        'Exploring the role substances play in daily life',
        'Weighing up the pros and cons of change',
        'Identifying personal values and reasons to change',
      ],
      script:
        'The first stage helps clients understand their substance use. They explore when and why they use, and the role substances play in their daily life. Using a motivational approach, they weigh up the pros and cons of change and connect with their own values. This stage often brings mixed feelings to the surface, which are useful to discuss at check-ins.',
    },
    {
      title: 'Stage 2: Building skills',
      points: [
        'Recognising triggers and high-risk situations',
        'Noticing and challenging unhelpful thoughts',
        'Practising coping and refusal skills',
        'Problem solving and planning ahead',
      ],
      script:
        'The second stage draws on cognitive behavioural therapy. Clients learn to recognise their triggers and high-risk situations, and to notice unhelpful thoughts and test them against the evidence. They practise coping with cravings and refusing offers. Short exercises ask them to apply each skill during the week, so that learning carries over into everyday life.',
    },
    {
      title: 'Stage 3: Staying well',
      points: [
        'Building a personal relapse prevention plan',
        'Strengthening support networks',
        'Rebuilding routines, health and relationships',
      ],
      script:
        'The third stage focuses on staying well. Clients build a personal relapse prevention plan that lists warning signs, coping strategies and people they can call. They work on strengthening their support networks and rebuilding routines, health and relationships. The plan stays in the program, so clients and practitioners can return to it whenever it is needed.',
    },
    {
      title: 'The goal setting tool',
      points: ['Clients set goals in their own words', 'Goals can be to cut down or to stop', 'Goals are reviewed at each progress check'],
      script:
        "The goal setting tool helps clients decide what they want to achieve. Goals are written in the client's own words, and the client chooses whether to cut down or to stop. Each goal is broken into small, practical steps. Goals are reviewed at each progress check and can change as confidence grows. The short clip shows how a goal is created.",
    },
    {
      title: 'Choosing realistic goals',
      points: ['Start with small, specific steps', "Link each goal to the client's values", 'Safety comes first with some substances'],
      script:
        'Realistic goals make success more likely. Encourage clients to start with small, specific steps and to link each goal to what matters to them. For some substances, such as alcohol with heavy dependence, or opioids, stopping suddenly can be risky. In those cases, make sure the client has medical advice before changing their use, and plan any reduction safely.',
    },
    {
      title: 'The cravings log',
      points: ['Record when a craving happens and how strong it is', 'Note the trigger and what helped', 'Patterns appear over time'],
      script:
        'The cravings log lets clients record urges as they happen. They note the time, how strong the craving was, what triggered it and how they responded. Over time, the log shows patterns linked to particular places, people or feelings. These patterns are a good starting point for planning coping strategies together. The clip shows a client adding an entry.',
    },
    {
      title: 'The mood tracker',
      points: [
        'A quick daily check of mood, sleep and stress',
        'Charts show changes over days and weeks',
        'Links mood with cravings and substance use',
      ],
      script:
        'The mood tracker is a quick daily check of mood, sleep and stress that takes less than a minute. Charts show how these change over days and weeks, and how they relate to cravings and substance use. Many clients find that seeing the link between low mood and urges helps them plan ahead. The clip walks through the tracker and its charts.',
    },
    {
      title: 'Progress checks every two weeks',
      points: [
        'A short questionnaire every two weeks',
        'A progress report for client and practitioner',
        'A certificate recognises each completed check',
        'The report guides your next conversation',
      ],
      script:
        "Every two weeks, clients complete a progress check. It is a short questionnaire about substance use, mood, wellbeing and progress towards goals. When it is complete, the program issues a progress report and a certificate that recognises the client's effort. Both the client and their practitioner can see the report, which gives a clear focus for your next check-in.",
    },
    {
      title: 'Putting it together',
      points: [
        'Three stages: understanding, skills, staying well',
        'Tools support practice between sessions',
        'Progress checks give regular, shared feedback',
      ],
      script:
        'To summarise, the program moves through three stages, from understanding substance use, to building skills, to staying well. Goal setting, the cravings log and the mood tracker support practice between sessions. Progress checks every two weeks produce reports and certificates that you and the client can review together. Next, we look at how you support clients through all of this.',
    },
  ],
  questions: [
    {
      title: 'Which tool helps clients record their urges, what triggered them and what helped?',
      answers: ['The goal setting tool', 'The cravings log', 'The mood tracker', 'The progress check'],
    },
    {
      title: 'What does the program issue when a client completes a progress check?',
      answers: [
        'A progress report',
        'A certificate recognising their progress',
        'A new service code',
        "A notice closing the client's account",
      ],
    },
    { title: 'In the goal setting tool, clients can choose a goal of cutting down or a goal of stopping.' },
  ],
};

/** What each slide's clip says (its captions), by slide number: only the media generator reads these (../media.ts). */
export const module3Clips: ModuleClips<'3'> = {
  6: 'A walkthrough of the goal setting screen. The client names a goal, chooses to cut down or to stop, and adds three small steps for the week ahead.',
  8: 'After work, a client opens the cravings log, rates an urge as seven out of ten, selects stress as the trigger and notes that going for a walk helped.',
  9: 'A walkthrough of the mood tracker. The client rates mood, sleep and stress, then opens the weekly chart, which shows low mood on the days with the strongest cravings.',
};
