import type { ModuleTexts } from '@/content/texts';

export const module1: ModuleTexts<'1'> = {
  title: 'Introduction au programme en ligne pour les intervenants',
  progressTitle: 'Bienvenue et introduction',
  slides: [
    {
      title: 'Bienvenue dans la formation',
      points: [
        'Une brève introduction pour le personnel clinique et opérationnel',
        "Ce qu'est le programme en ligne et à qui il s'adresse",
        'La place de votre rôle aux côtés du programme',
      ],
      script:
        "Bienvenue dans la section formation de la trousse d'outils opérationnelle. Ce premier module s'adresse aux cliniciens, aux intervenants et au personnel opérationnel qui accompagneront des clients dans le programme en ligne. Au cours des prochaines minutes, vous découvrirez ce qu'est le programme, à qui il s'adresse et comment votre rôle s'y rattache.",
    },
    {
      title: 'Le programme en ligne en bref',
      points: [
        'Un programme numérique autoguidé de traitement et de rétablissement',
        'Fondé sur la TCC et les approches motivationnelles',
        'Accessible sur téléphone, tablette ou ordinateur',
        "Avec le soutien d'un intervenant tout au long du parcours",
      ],
      script:
        "Le programme en ligne est un programme numérique autoguidé, fondé sur des données probantes, pour les personnes dont la consommation de substances pose problème. Il s'appuie sur la thérapie cognitivo-comportementale et les approches motivationnelles. Les clients avancent à leur rythme sur téléphone, tablette ou ordinateur, avec le soutien d'un intervenant. C'est un traitement à part entière, pas une simple activité d'attente.",
    },
    {
      title: "À qui s'adresse le programme",
      points: [
        "Adultes dont la consommation d'alcool ou de drogues pose problème",
        'Alcool, cannabis, opioïdes, stimulants et autres substances',
        'Pour qui souhaite un soutien souple et confidentiel',
        "Seul ou en complément d'un autre traitement",
      ],
      script:
        "Le programme aide les personnes dont la consommation d'alcool ou d'autres drogues cause des problèmes dans leur vie. Il porte notamment sur l'alcool, le cannabis, les opioïdes et les stimulants. Il convient aux personnes qui recherchent un soutien souple et confidentiel, dont celles qui vivent loin des services ou ont des horaires irréguliers. Il peut être utilisé seul ou en complément d'autres traitements offerts par votre organisation.",
    },
    {
      title: 'Le parcours des clients dans le programme',
      points: [
        'Les clients suivent les séances à leur rythme',
        "Des outils pour les objectifs, les envies et l'humeur",
        'Un bilan de progrès toutes les deux semaines',
        'Un rapport de progrès et un certificat à chaque bilan',
      ],
      script:
        'Après leur inscription, les clients suivent une série de séances à leur rythme. Des outils pratiques les aident à se fixer des objectifs, à noter leurs envies de consommer et à suivre leur humeur entre les séances. Toutes les deux semaines, ils remplissent un bilan de progrès. Chaque bilan produit un rapport de progrès et un certificat soulignant leurs avancées, que vous pouvez examiner avec eux.',
    },
    {
      title: "Votre rôle d'intervenant",
      points: [
        'Inscrire les clients et les aider à démarrer',
        'Faire des suivis réguliers et lire les rapports de progrès',
        'Soutenir le changement par des conversations motivationnelles',
        'Proposer des séances de groupe au besoin',
      ],
      script:
        "Le programme est autoguidé, mais les clients réussissent mieux avec le soutien d'un intervenant. Votre rôle est d'inscrire les clients et de les aider à démarrer, de faire des suivis réguliers et d'examiner leurs rapports de progrès toutes les deux semaines. Vous utiliserez les conversations motivationnelles pour renforcer leur engagement, vous les soutiendrez dans les moments difficiles et vous proposerez des séances de groupe lorsque c'est indiqué.",
    },
    {
      title: 'La suite de la formation',
      points: [
        "Bien démarrer avec les codes de service et l'inscription",
        'Au cœur du programme, les séances et les outils',
        'Accompagner les clients, des suivis aux séances de groupe',
        'Un court test de connaissances après chaque module',
      ],
      script:
        "Les modules suivants s'appuient sur cette introduction. Vous apprendrez à bien démarrer avec les codes de service et l'inscription, vous explorerez les séances et les outils du programme et vous développerez des compétences pratiques pour accompagner les clients. Chaque module se termine par un court test de trois questions. Terminez tous les modules et tous les tests pour télécharger votre certificat. Commençons.",
    },
  ],
  questions: [
    { title: "Le programme en ligne est conçu pour remplacer entièrement le soutien d'un intervenant." },
    {
      title: 'À quelle fréquence les clients remplissent-ils un bilan de progrès dans le programme en ligne?',
      answers: ['Chaque semaine', 'Toutes les deux semaines', 'Une fois par mois', 'Seulement à la fin du programme'],
    },
    {
      title: 'Sur quelles approches le programme en ligne est-il fondé?',
      answers: ['La thérapie cognitivo-comportementale', 'Les approches motivationnelles', "L'hypnothérapie", 'La thérapie par aversion'],
    },
  ],
};
