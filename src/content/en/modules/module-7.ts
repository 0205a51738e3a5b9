import type { ModuleTexts } from '@/content/texts';

export const module7: ModuleTexts<'7'> = {
  title: 'Wrap-up and next steps',
  progressTitle: 'Wrap-up',
  slides: [
    {
      title: 'Wrap-up and next steps',
      points: ['A look back at the course', 'Resources to use from here', 'Knowledge tests and your certificate', 'Where to get help'],
      script:
        'Congratulations on reaching the final module. You have covered a lot of ground, from how the online program works to keeping clients safe and supporting them well. In this short wrap-up, we point you to the resources in the toolkit, explain the knowledge tests and your certificate, and show you where to get help as you put your learning into practice.',
    },
    {
      title: 'Resources in the toolkit',
      points: [
        'Presentations and video tutorials',
        'Manuals, guides and frequently asked questions',
        'Posters, leaflets and client certificates',
        'Case studies and research evidence',
      ],
      script:
        'The toolkit is your reference point long after this course. It holds presentations and video tutorials, the individual and group delivery manuals, practical guides and answers to frequently asked questions. You will also find posters and leaflets to promote the program, certificates for clients, case studies from other services, and a summary of the research evidence. Come back to it whenever you need.',
    },
    {
      title: 'The knowledge tests',
      points: [
        'Three questions at the end of each module',
        'All three must be correct to pass',
        "Available once you finish the module's slides",
        'You can try again as often as you like',
      ],
      script:
        'Each module ends with a short knowledge test of three questions. To pass, you need to answer all three correctly. The test becomes available once you have finished the slides for that module. If you do not pass the first time, simply review the slides and try again. There is no limit on the number of attempts.',
    },
    {
      title: 'Your certificate',
      points: [
        'Pass all seven knowledge tests',
        'Download your certificate from the summary page',
        'Add your name if you wish',
        'Keep it as a record of your learning',
      ],
      script:
        'When you have passed the knowledge tests for all seven modules, your certificate is unlocked. Download it from the module summary page. You can add your name before downloading if you wish. Keep the certificate as a record of your learning, and share it with your manager or supervisor if your organisation asks for evidence of training.',
    },
    {
      title: 'Where to get help',
      points: [
        'The implementation lead in your organisation',
        'The frequently asked questions and support guide',
        'The feedback button on every module',
      ],
      script:
        'If you have questions, start with the implementation lead in your organisation, who knows how the online program works in your service. The frequently asked questions and the guide to accessing support in the toolkit answer many common queries. And if something in this course could be better, use the feedback button on any module to let us know. Thank you for taking part.',
    },
  ],
  questions: [
    { title: "You must answer all three questions correctly to pass a module's knowledge test." },
    {
      title: 'What unlocks your downloadable certificate?',
      answers: [
        'Passing the knowledge tests for all seven modules',
        'Finishing the slides of the first module',
        'Passing any three knowledge tests',
        'Registering your first client',
      ],
    },
    {
      title: 'Which of these can you find in the toolkit? Select all that apply.',
      answers: [
        'Manuals for individual and group delivery',
        'Case studies from other services',
        'Posters and leaflets to promote the program',
        "Clients' personal treatment records",
        'A training service code to share with clients',
      ],
    },
  ],
};
