import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module3: ModuleTexts<'3'> = {
  title: 'Au cœur du programme en ligne',
  progressTitle: 'Au cœur du programme',
  slides: [
    {
      title: 'Au cœur du programme en ligne',
      points: [
        'La structure du programme',
        'Les séances que suivent les clients',
        "Des outils pour les objectifs, les envies et l'humeur",
        'Un bilan de progrès toutes les deux semaines',
      ],
      script:
        "Dans ce module, nous explorons le programme en ligne du point de vue du client. Savoir ce que voient les clients vous aide à avoir de meilleures conversations avec eux. Nous verrons la structure du programme, les séances que suivent les clients, les outils pratiques qu'ils utilisent au quotidien et les bilans de progrès qui ont lieu toutes les deux semaines.",
    },
    {
      title: 'La structure du programme',
      points: [
        'Des séances regroupées en trois étapes',
        'Chaque séance dure environ 20 à 30 minutes',
        'Les clients avancent à leur rythme',
        'Les outils sont accessibles en tout temps',
      ],
      script:
        "Le programme comporte trois étapes, soit comprendre, développer ses compétences et maintenir ses acquis. Chaque étape compte plusieurs courtes séances d'environ vingt à trente minutes. Les séances se débloquent dans l'ordre, pour que les clients s'appuient sur ce qu'ils ont appris, mais chacun avance à son rythme. Les outils pratiques sont accessibles en tout temps, depuis n'importe quel écran.",
    },
    {
      title: 'Étape 1 – Comprendre',
      points: [
        'Explorer la place des substances dans le quotidien',
        'Peser le pour et le contre du changement',
        'Cerner ses valeurs et ses raisons de changer',
      ],
      script:
        "La première étape aide les clients à comprendre leur consommation. Ils explorent quand et pourquoi ils consomment, et la place que prennent les substances dans leur quotidien. Grâce à une approche motivationnelle, ils pèsent le pour et le contre du changement et renouent avec leurs propres valeurs. Cette étape fait souvent ressortir des sentiments partagés, qu'il est utile d'aborder lors des suivis.",
    },
    {
      title: 'Étape 2 – Développer ses compétences',
      points: [
        'Reconnaître les déclencheurs et les situations à risque',
        'Repérer et remettre en question les pensées nuisibles',
        "S'exercer à gérer les envies et à refuser",
        'Résoudre des problèmes et planifier',
      ],
      script:
        "La deuxième étape s'appuie sur la thérapie cognitivo-comportementale. Les clients apprennent à reconnaître leurs déclencheurs et les situations à risque, puis à repérer leurs pensées nuisibles et à les confronter aux faits. Ils s'exercent à gérer leurs envies et à refuser les offres. De courts exercices les invitent à appliquer chaque compétence pendant la semaine, pour que les acquis se transposent au quotidien.",
    },
    {
      title: 'Étape 3 – Maintenir ses acquis',
      points: [
        'Élaborer un plan personnel de prévention de la rechute',
        'Renforcer son réseau de soutien',
        'Rebâtir ses routines, sa santé et ses relations',
      ],
      script:
        "La troisième étape porte sur le maintien des acquis. Les clients élaborent un plan personnel de prévention de la rechute qui énumère les signes avant-coureurs, les stratégies d'adaptation et les personnes à joindre. Ils renforcent leur réseau de soutien et rebâtissent leurs routines, leur santé et leurs relations. Le plan reste dans le programme, et clients comme intervenants peuvent y revenir au besoin.",
    },
    {
      title: "L'outil de définition d'objectifs",
      points: [
        'Les clients fixent leurs objectifs dans leurs propres mots',
        'Réduire ou arrêter, au choix du client',
        'Les objectifs sont revus à chaque bilan de progrès',
      ],
      script:
        "L'outil de définition d'objectifs aide les clients à préciser ce qu'ils veulent accomplir. Les objectifs sont rédigés dans leurs propres mots, et c'est le client qui choisit de réduire ou d'arrêter. Chaque objectif est découpé en petites étapes concrètes. Les objectifs sont revus à chaque bilan de progrès et peuvent évoluer à mesure que la confiance grandit. La courte vidéo montre comment créer un objectif.",
    },
    {
      title: 'Choisir des objectifs réalistes',
      points: [
        'Commencer par de petites étapes précises',
        'Relier chaque objectif aux valeurs du client',
        "La sécurité d'abord avec certaines substances",
      ],
      script:
        "Des objectifs réalistes augmentent les chances de réussite. Encouragez les clients à commencer par de petites étapes précises et à relier chaque objectif à ce qui compte pour eux. Pour certaines substances, comme l'alcool en cas de forte dépendance ou les opioïdes, un arrêt brusque peut être dangereux. Le client doit alors obtenir un avis médical avant de modifier sa consommation, et toute réduction doit être planifiée de façon sécuritaire.",
    },
    {
      title: 'Le journal des envies',
      points: [
        'Noter quand une envie survient et son intensité',
        'Indiquer le déclencheur et ce qui a aidé',
        'Des tendances se dessinent avec le temps',
      ],
      script:
        "Le journal des envies permet aux clients de noter leurs envies de consommer au moment où elles surviennent. Ils indiquent l'heure, l'intensité de l'envie, son déclencheur et leur réaction. Avec le temps, le journal fait ressortir des tendances liées à des lieux, des personnes ou des émotions. Ces tendances sont un bon point de départ pour planifier ensemble des stratégies d'adaptation. La vidéo montre un client qui ajoute une entrée.",
    },
    {
      title: "Le suivi de l'humeur",
      points: [
        "Un bref relevé quotidien de l'humeur, du sommeil et du stress",
        "Des graphiques montrent l'évolution au fil des semaines",
        "Fait le lien entre l'humeur, les envies et la consommation",
      ],
      script:
        "Le suivi de l'humeur est un bref relevé quotidien de l'humeur, du sommeil et du stress, qui prend moins d'une minute. Des graphiques montrent leur évolution au fil des jours et des semaines, et leur lien avec les envies et la consommation. Bien des clients constatent que voir le lien entre une humeur basse et les envies les aide à mieux planifier. La vidéo présente l'outil et ses graphiques.",
    },
    {
      title: 'Un bilan de progrès toutes les deux semaines',
      points: [
        'Un court questionnaire toutes les deux semaines',
        "Un rapport de progrès pour le client et l'intervenant",
        'Un certificat souligne chaque bilan rempli',
        'Le rapport oriente votre prochaine conversation',
      ],
      script:
        "Toutes les deux semaines, les clients remplissent un bilan de progrès. Il s'agit d'un court questionnaire sur la consommation, l'humeur, le bien-être et l'atteinte des objectifs. Une fois le bilan rempli, le programme produit un rapport de progrès et un certificat qui souligne les efforts du client. Le client et son intervenant peuvent consulter le rapport, qui oriente clairement votre prochain suivi.",
    },
    {
      title: 'En résumé',
      points: [
        'Trois étapes, de la compréhension au maintien des acquis',
        "Des outils pour s'exercer entre les séances",
        'Des bilans réguliers et une rétroaction partagée',
      ],
      script:
        "En résumé, le programme comporte trois étapes, de la compréhension de la consommation au développement des compétences, puis au maintien des acquis. Les objectifs, le journal des envies et le suivi de l'humeur soutiennent la pratique entre les séances. Toutes les deux semaines, les bilans produisent des rapports et des certificats à examiner avec le client. Voyons maintenant comment accompagner les clients tout au long du parcours.",
    },
  ],
  questions: [
    {
      title: 'Quel outil aide les clients à noter leurs envies, leurs déclencheurs et ce qui les a aidés?',
      answers: ["L'outil de définition d'objectifs", 'Le journal des envies', "Le suivi de l'humeur", 'Le bilan de progrès'],
    },
    {
      title: "Que produit le programme lorsqu'un client remplit un bilan de progrès?",
      answers: [
        'Un rapport de progrès',
        'Un certificat soulignant ses progrès',
        'Un nouveau code de service',
        'Un avis de fermeture du compte du client',
      ],
    },
    {
      title: "Dans l'outil de définition d'objectifs, les clients peuvent choisir de réduire leur consommation ou de l'arrêter.",
    },
  ],
};

/** Ce que dit le clip de chaque diapositive (ses sous-titres), par numéro : seul le générateur de médias les lit (../media.ts). */
export const module3Clips: ModuleClips<'3'> = {
  6: "Démonstration de l'écran de définition d'objectifs. Le client nomme un objectif, choisit de réduire ou d'arrêter, puis ajoute trois petites étapes pour la semaine à venir.",
  8: "Après le travail, un client ouvre le journal des envies, évalue une envie à sept sur dix, choisit le stress comme déclencheur et note qu'une promenade l'a aidé.",
  9: "Démonstration du suivi de l'humeur. Le client évalue son humeur, son sommeil et son stress, puis ouvre le graphique hebdomadaire, qui montre une humeur basse les jours où les envies sont les plus fortes.",
};
