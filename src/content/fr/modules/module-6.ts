import type { ModuleTexts } from '@/content/texts';

export const module6: ModuleTexts<'6'> = {
  title: 'Offrir le programme aux clients',
  progressTitle: 'Offrir le programme',
  slides: [
    {
      title: 'Offrir le programme aux clients',
      points: [
        'Votre rôle aux côtés du programme en ligne',
        'Intervention individuelle et de groupe',
        'Les huit séances de groupe recommandées',
        'Manuels, bilans de progression et certificats',
      ],
      script:
        "Bienvenue dans ce module sur l'offre du programme en ligne aux clients. Nous verrons votre rôle d'intervenant, le soutien individuel et en groupe, et la façon d'animer les huit séances de groupe recommandées. Nous présenterons aussi les manuels qui vous appuient, ainsi que les bilans de progression et les certificats, qui aident les clients à mesurer et à célébrer le chemin parcouru.",
    },
    {
      title: "Votre rôle d'intervenant",
      points: [
        'Guider et encourager plutôt que tout enseigner',
        'Suivre les progrès et réagir à ce que vous observez',
        'Aider à appliquer les habiletés au quotidien',
        'Rester attentif à la sécurité en tout temps',
      ],
      script:
        "Le programme en ligne porte le contenu essentiel, votre rôle diffère donc d'une thérapie individuelle traditionnelle. Vous guidez et encouragez plutôt que d'enseigner chaque leçon. Vous faites le point avec le client, réagissez à ce que vous observez et l'aidez à appliquer ses nouvelles habiletés au quotidien. Tout au long, vous restez attentif au risque, comme le décrit le module sur la sécurité.",
    },
    {
      title: 'Aider les clients à commencer',
      points: [
        "Vérifier l'admissibilité et la pertinence",
        "Remettre le code de service de l'organisation",
        'Ne jamais partager le code de service de formation',
        'Fixer des attentes claires dès le premier jour',
      ],
      script:
        "Commencez par vérifier, à l'aide de vos critères d'admissibilité, que le programme en ligne convient au client. Remettez-lui le code de service de votre organisation pour qu'il s'inscrive et soit rattaché à votre service. Ne donnez jamais aux clients le code de service de formation, réservé au personnel. Précisez ensuite à quelle fréquence vous serez en contact et ce que le client fera entre les rencontres.",
    },
    {
      title: "L'intervention individuelle",
      points: [
        'Des suivis réguliers et brefs',
        'Des objectifs personnels fixés et revus',
        'Un soutien adapté au rythme du client',
        'Des rapports de progression pour guider les échanges',
      ],
      script:
        "En intervention individuelle, chaque client avance dans le programme en ligne à son rythme, avec des suivis réguliers et brefs de votre part. Fixez tôt des objectifs personnels et revenez-y souvent. Certains avancent vite, d'autres ont besoin de plus de temps sur un même thème, alors adaptez votre soutien. Les rapports de progression offrent un bon point de départ pour chaque échange et montrent où porter une attention particulière.",
    },
    {
      title: 'Adopter un style motivationnel',
      points: [
        'Poser des questions ouvertes',
        'Refléter ce que vous entendez',
        "Explorer l'ambivalence sans argumenter",
        'Souligner les efforts et les forces',
      ],
      script:
        "Le programme en ligne s'appuie sur des approches motivationnelles, et vos échanges devraient en faire autant. Posez des questions ouvertes qui invitent le client à s'exprimer. Reflétez ce que vous entendez pour qu'il se sente compris. La plupart des gens sont ambivalents face au changement, alors explorez cette ambivalence sans argumenter. Soulignez les efforts et les forces, même modestes. Ce style renforce la motivation et maintient l'engagement entre les séances.",
    },
    {
      title: 'Pourquoi intervenir en groupe ?',
      points: [
        "Le soutien des pairs réduit l'isolement",
        "Les clients apprennent de l'expérience des autres",
        "Les habiletés se pratiquent avec d'autres",
        "Le temps d'intervention rejoint plus de gens",
      ],
      script:
        "Le groupe apporte ce que le programme en ligne ne peut offrir seul. Rencontrer des personnes au vécu semblable réduit l'isolement et la stigmatisation. Les clients apprennent des revers et des réussites des autres, et ils pratiquent de nouvelles habiletés, comme refuser un verre ou planifier une situation à risque, avec de vraies personnes. Le groupe permet aussi à votre temps d'intervention de rejoindre plus de clients à la fois.",
    },
    {
      title: 'Les huit séances de groupe recommandées',
      points: [
        'Huit séances recommandées pour chaque groupe',
        'Chaque séance est liée à du contenu en ligne',
        'Les clients font le contenu en ligne entre les séances',
        "Les séances s'enchaînent dans un ordre logique",
      ],
      script:
        "Nous recommandons huit séances pour chaque groupe. Chaque séance est liée à du contenu que les clients font dans le programme en ligne entre les rencontres, de sorte que le groupe devient un lieu pour discuter, pratiquer et consolider. Les séances s'enchaînent, de la motivation et des objectifs jusqu'aux stratégies d'adaptation, à la prévention de la rechute et aux projets d'avenir.",
    },
    {
      title: 'Planifier votre groupe',
      points: [
        'Choisir un groupe fermé ou continu',
        "Garder un petit groupe pour que chacun s'exprime",
        'Convenir de règles, dont la confidentialité',
        'Offrir un format en ligne, en personne ou mixte',
      ],
      script:
        "Avant la première séance, décidez si le groupe sera fermé, avec un départ commun, ou continu, avec de nouveaux membres qui arrivent à mesure que d'autres terminent. Gardez un groupe assez petit pour que chacun participe. Dès la première séance, convenez ensemble des règles, surtout de la confidentialité et du respect. Le groupe peut se réunir en personne, en ligne ou en format mixte.",
    },
    {
      title: 'Une séance de groupe type',
      points: [
        'Accueil et tour de table',
        'Retour sur le contenu en ligne associé',
        "Pratique d'une habileté ensemble",
        'Un plan personnel pour la semaine à venir',
      ],
      script:
        'La plupart des séances suivent un rythme simple. Commencez par un accueil et un bref tour de table, pour que chacun dise comment il va. Revenez ensuite sur le contenu en ligne associé à la séance et discutez de ce qui a marqué les participants. Pratiquez ensuite une habileté ensemble, souvent en duo. Terminez en demandant à chacun de se fixer un petit plan pour la semaine.',
    },
    {
      title: 'Utiliser les manuels',
      points: [
        "Manuel d'intervention individuelle",
        "Manuel d'intervention de groupe et plans de séance",
        "Fiches d'exercices, pistes et durées suggérées",
        "Adapter à vos clients en gardant l'essentiel",
      ],
      script:
        "Deux manuels vous appuient, tous deux dans la section formation de la trousse d'outils. Le manuel d'intervention individuelle porte sur les suivis et la révision des objectifs. Le manuel de groupe présente les huit séances, avec plans, pistes de discussion, fiches d'exercices et durées suggérées. Adaptez les exemples à vos clients, mais gardez la structure de base, car c'est elle que les données probantes appuient.",
    },
    {
      title: 'Les bilans de progression aux deux semaines',
      points: [
        'Un bilan de progression toutes les deux semaines',
        'Un rapport de progression remis à chaque bilan',
        'Revoir le rapport avec le client',
        'Ajuster le soutien ou intensifier les soins au besoin',
      ],
      script:
        "Les clients remplissent un bilan de progression toutes les deux semaines, et un rapport de progression est remis chaque fois. Revoyez ce rapport avec le client. Les progrès méritent d'être soulignés, et les difficultés sont l'occasion de chercher des solutions ensemble. Si le rapport montre que la situation se détériore, servez-vous-en pour ajuster votre soutien ou, au besoin, pour intensifier les soins.",
    },
    {
      title: 'Remettre les certificats aux clients',
      points: [
        'Des certificats remis lors des bilans de progression',
        "Des versions pour l'individuel et le groupe",
        'Des versions modifiables pour personnaliser',
        'Les remettre pour marquer de vraies étapes',
      ],
      script:
        "Les certificats sont remis aux clients lors des bilans de progression, pour reconnaître le travail accompli. La trousse d'outils comprend des certificats pour l'intervention individuelle et de groupe, ainsi que des versions modifiables à personnaliser. Remettez-les de façon significative, par exemple à la fin d'une séance de groupe. Pour beaucoup de clients, c'est la première reconnaissance officielle de leur rétablissement.",
    },
    {
      title: 'Points clés à retenir',
      points: [
        'Guider et encourager avec un style motivationnel',
        'Animer les huit séances de groupe recommandées',
        "S'appuyer sur les manuels",
        'Revoir les bilans et remettre les certificats',
      ],
      script:
        "En résumé, votre rôle est de guider et d'encourager, avec un style motivationnel. Soutenez les clients individuellement ou en groupe, en animant les huit séances recommandées. Appuyez-vous sur les manuels pour une intervention cohérente. Revoyez les rapports de progression avec les clients toutes les deux semaines et remettez des certificats pour souligner leurs réussites. Testez maintenant vos connaissances avec trois courtes questions.",
    },
  ],
  questions: [
    {
      title: "Que se passe-t-il lors du bilan de progression d'un client ? Cochez toutes les réponses qui s'appliquent.",
      answers: [
        'Un rapport de progression est remis',
        'Un certificat peut être remis au client',
        'Le client reçoit un nouveau code de service',
        'La progression du client est remise à zéro',
      ],
    },
    {
      title: "Vous pouvez donner le code de service de formation à un client si le code de l'organisation n'est pas à portée de main.",
    },
    {
      title: 'Combien de séances de groupe sont recommandées pour chaque groupe ?',
      answers: ['Quatre', 'Six', 'Huit', 'Douze'],
    },
  ],
};
