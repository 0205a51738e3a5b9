import type { ModuleTexts } from '@/content/texts';

export const moduleA: ModuleTexts<'a'> = {
  title: "Introduction pour les responsables d'organisation",
  progressTitle: 'Introduction',
  slides: [
    {
      title: "Bienvenue aux responsables d'organisation",
      points: [
        'Une formation pour les responsables et gestionnaires',
        "Les raisons d'offrir un programme en ligne",
        'Données probantes, résultats et intégration',
        "Sept modules, chacun suivi d'un court test",
      ],
      script:
        "Bienvenue dans la formation sur la mise en œuvre. Elle s'adresse aux responsables d'organisation et aux gestionnaires de services qui se demandent s'il faut offrir le programme en ligne, et comment. Dans ce premier module, nous présentons les raisons d'offrir un programme en ligne, résumons les données probantes et les résultats attendus, et voyons comment il s'intègre à vos services actuels.",
    },
    {
      title: "L'écart de traitement",
      points: [
        'La plupart des personnes concernées ne sont jamais traitées',
        "Stigmatisation, listes d'attente et distance font obstacle",
        "Le travail et les proches à charge limitent l'accès",
        'Beaucoup préfèrent commencer en toute discrétion',
      ],
      script:
        "Seule une minorité des personnes ayant une consommation problématique reçoit un jour un traitement. Les obstacles sont connus. La stigmatisation empêche de demander de l'aide, les listes d'attente sont longues et les services peuvent être éloignés. Le travail et les proches à charge rendent difficiles les rendez-vous de jour. Beaucoup préfèrent faire les premiers pas discrètement, à leur rythme, avant de parler à quelqu'un.",
    },
    {
      title: "Ce qu'est le programme en ligne",
      points: [
        'Un programme numérique autoguidé de traitement',
        'Fondé sur les approches cognitivo-comportementale et motivationnelle',
        'Alcool, cannabis, opioïdes, stimulants et autres',
        'Un soutien assuré par les intervenants de votre service',
      ],
      script:
        "Le programme en ligne est un programme numérique autoguidé de traitement et de rétablissement pour la consommation problématique de substances. Il repose sur la thérapie cognitivo-comportementale et les approches motivationnelles, et il porte sur l'alcool, le cannabis, les opioïdes, les stimulants et d'autres substances. Les clients l'utilisent sur leurs propres appareils, mais pas seuls. Les intervenants de votre service les accompagnent tout au long du parcours.",
    },
    {
      title: 'Le fonctionnement pour les clients',
      points: [
        "Inscription avec le code de service de l'organisation",
        'Des séances suivies à son propre rythme',
        'Un bilan de progression toutes les deux semaines',
        'Des rapports de progression et des certificats',
      ],
      script:
        "Les clients s'inscrivent avec le code de service de votre organisation, qui les rattache à votre service. Ils suivent ensuite les séances à leur rythme, sur téléphone, tablette ou ordinateur. Toutes les deux semaines, ils remplissent un bilan de progression. À chaque bilan, un rapport de progression est produit et revu avec l'intervenant, et des certificats soulignent les étapes franchies.",
    },
    {
      title: 'Les données probantes',
      points: [
        'La thérapie cognitivo-comportementale est bien étudiée',
        "Les approches motivationnelles favorisent l'engagement",
        "Le numérique élargit l'accès à des méthodes éprouvées",
        "Un résumé de la recherche dans la trousse d'outils",
      ],
      script:
        "Le programme en ligne repose sur des bases solides. La thérapie cognitivo-comportementale est l'un des traitements les plus étudiés pour la consommation problématique de substances, et les approches motivationnelles aident les gens à dépasser leur ambivalence et à s'engager dans le changement. Offrir ces méthodes en ligne, avec le soutien d'intervenants, élargit l'accès à des traitements efficaces. Un résumé de la recherche figure dans la trousse d'outils.",
    },
    {
      title: 'Les résultats attendus',
      points: [
        'Moins de consommation et de méfaits associés',
        'Meilleure humeur et meilleur bien-être général',
        "Plus d'assurance face aux situations à risque",
        'Des progrès suivis toutes les deux semaines',
      ],
      script:
        "Les organisations qui offrent le programme en ligne visent généralement une baisse de la consommation et des méfaits associés, une meilleure humeur, un plus grand bien-être et plus d'assurance face aux situations à risque. Comme les clients remplissent un bilan de progression toutes les deux semaines, vous suivez ces résultats au fil du temps, sans attendre la fin du traitement. Cela facilite aussi la reddition de comptes.",
    },
    {
      title: "L'intégration à vos services actuels",
      points: [
        'Un premier pas pour les personnes sans suivi',
        "Un soutien pendant l'attente d'autres services",
        'En complément des soins en personne',
        'Un soutien continu pendant le rétablissement',
      ],
      script:
        "Le programme en ligne est conçu pour compléter vos services actuels, non pour les remplacer. Il peut être un premier pas pour les personnes qui n'ont jamais été suivies, et un soutien pendant l'attente d'autres services. Il s'utilise très bien en complément du counseling en personne ou des soins médicaux, et il peut offrir un soutien continu pendant le rétablissement, après un traitement plus intensif.",
    },
    {
      title: 'Les avantages pour votre organisation',
      points: [
        'Rejoindre des personnes qui ne consulteraient pas',
        'Mieux utiliser le temps des intervenants',
        'Offrir des soins souples en dehors des heures de bureau',
        'Obtenir des données claires sur la participation',
      ],
      script:
        'Le programme en ligne permet à votre organisation de rejoindre des personnes qui ne consulteraient pas autrement. Comme le contenu essentiel est offert en ligne, le temps des intervenants va plus loin. Les clients peuvent avancer le soir ou la fin de semaine. Vous obtenez aussi des données claires sur la participation et les résultats, utiles pour planifier, améliorer la qualité et rendre des comptes.',
    },
    {
      title: 'La suite de la formation',
      points: [
        "Modules 2 à 5 : le programme, l'intervention et la sécurité",
        'Module 6 : planifier la mise en œuvre',
        'Module 7 : conclusion et prochaines étapes',
      ],
      script:
        "La suite de la formation s'appuie sur cette introduction. Les modules deux à cinq, communs avec la formation des intervenants, présentent le programme, la façon de l'offrir et la sécurité des clients. Le module six porte sur la planification de la mise en œuvre dans votre organisation, et le module sept conclut avec les prochaines étapes. Testez maintenant vos connaissances avec trois courtes questions.",
    },
  ],
  questions: [
    {
      title: 'Sur quelles approches le programme en ligne est-il fondé ?',
      answers: [
        'Les approches cognitivo-comportementale et motivationnelle',
        'La médication seule',
        'Le mentorat par les pairs seul',
        "L'hypnose et la relaxation",
      ],
    },
    {
      title: "Comment le programme en ligne peut-il s'intégrer à vos services actuels ? Cochez toutes les réponses qui s'appliquent.",
      answers: [
        "Comme soutien pendant l'attente d'autres services",
        'En complément des soins en personne',
        'Comme soutien continu pendant le rétablissement',
        "En remplacement des services d'urgence et de crise",
      ],
    },
    {
      title: 'À quelle fréquence les clients remplissent-ils un bilan de progression ?',
      answers: ['Chaque semaine', 'Toutes les deux semaines', 'Une fois par mois', 'Seulement à la fin du programme'],
    },
  ],
};
