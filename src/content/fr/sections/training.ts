import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';

export const training: SectionTextsOf<'training'> = {
  title: 'Ressources de formation',
  blocks: {
    overview: {
      heading: 'Vue d’ensemble',
      items: {
        text: [
          'Cette section s’adresse aux <strong>cliniciens, intervenants et membres du personnel opérationnel</strong> qui accompagnent les clients dans le programme en ligne. Elle contient ce qu’il faut pour offrir le programme en toute confiance : des tutoriels vidéo, la formation en ligne, des manuels de prestation, des certificats pour les clients, des ressources à leur remettre et des études de cas.',
          'Les clients suivent le programme en ligne à leur rythme, pendant que vous restez en contact régulier pour examiner leur progression, les encourager et réagir aux risques. Toutes les <strong>deux semaines</strong>, les clients remplissent un bilan de progression : c’est à ce moment que vous leur remettez leur rapport de progression et, lorsqu’ils l’ont mérité, un certificat. Pour la prestation en groupe, nous recommandons <strong>8 séances</strong>.',
          'Commencez par les modules d’apprentissage en ligne, puis gardez à portée de main le manuel correspondant à votre mode de prestation. Les ressources et les études de cas se prêtent bien à la supervision, aux réunions d’équipe et à l’accueil du nouveau personnel.',
        ],
      },
    },
    'video-tutorials': {
      heading: 'Tutoriels vidéo',
      items: {
        'getting-started': { title: 'Premiers pas en tant qu’intervenant' },
        'reviewing-progress-checks': { title: 'Examiner les bilans de progression' },
      },
    },
    explore: {
      heading: 'Explorer le programme',
      items: {
        text: [
          'Pour bien accompagner les clients, il faut connaître le programme en ligne de leur côté de l’écran. Visitez le site de démonstration pour découvrir chaque étape du parcours client, y compris le bilan de progression toutes les deux semaines, à l’aide de données fictives uniquement.',
          'Votre service dispose aussi d’un <strong>code de service de formation</strong> distinct qui permet au personnel d’explorer le programme principal exactement comme un client. Demandez-le à votre gestionnaire. <strong>Le code de service de formation ne doit jamais être remis aux clients</strong>, pas même pour les aider à commencer : les clients obtiennent toujours leur accès par le processus d’orientation habituel de votre service.',
        ],
        'explore-program': { text: 'Explorer le site de démonstration du programme en ligne' },
      },
    },
    modules: {
      heading: 'Modules d’apprentissage en ligne',
      intro: [
        'Ces sept modules durent environ 72 minutes au total et vous préparent à accompagner les clients dans le programme en ligne, de la première conversation au dernier bilan de progression. Suivez-les dans l’ordre de votre choix et revenez-y quand vous le souhaitez : votre progression est enregistrée uniquement dans ce navigateur.',
        'Chaque module se termine par un test de connaissances de trois questions. Réussissez les sept tests pour télécharger votre certificat de réussite.',
      ],
    },
    presentations: {
      heading: 'Présentations',
      intro: [
        'Utilisez ces présentations lors des réunions d’équipe, des séances d’accueil et des groupes de supervision. Chacune est offerte en PDF.',
      ],
      items: {
        'practitioner-orientation': {
          title: 'Orientation des intervenants',
          alt: 'Diapositive titre de la présentation d’orientation des intervenants',
        },
        'group-delivery': {
          title: 'Animer des groupes du programme en ligne',
          alt: 'Diapositive titre de la présentation sur l’animation de groupes du programme en ligne',
        },
      },
    },
    manuals: {
      heading: 'Manuels',
      intro: [
        'Les manuels de prestation décrivent, séance par séance, comment accompagner les clients dans le programme en ligne, en individuel et en groupe.',
      ],
      items: {
        'manual-individual-delivery': { title: 'Manuel de prestation individuelle' },
        'manual-group-delivery': { title: 'Manuel de prestation en groupe' },
      },
    },
    'client-certificates': {
      heading: 'Certificats pour les clients',
      intro: [
        'Reconnaissez les réussites des clients en leur remettant un certificat lors d’un bilan de progression ou à la fin du programme. Les versions modifiables vous permettent de saisir le nom du client et la date avant l’impression.',
      ],
      items: {
        'certificate-individual': { title: 'Certificat pour les clients en individuel' },
        'certificate-group': { title: 'Certificat pour les clients en groupe' },
        'certificate-individual-editable': { title: 'Certificat pour les clients en individuel (modifiable)' },
        'certificate-group-editable': { title: 'Certificat pour les clients en groupe (modifiable)' },
      },
    },
    'engage-video': {
      heading: 'Vidéo pour mobiliser les clients',
      intro: [
        'Partagez cette courte vidéo avec les personnes qui envisagent de participer au programme en ligne. Vous pouvez la diffuser lors d’une première conversation ou envoyer aux clients le lien vers le site de partage de vidéos.',
      ],
      items: {
        'engage-clients': {
          title: 'Bienvenue dans le programme en ligne',
          linkText: 'Regarder et partager sur le site de partage de vidéos',
        },
      },
    },
    resources: {
      heading: 'Ressources',
      intro: [
        'Des guides pratiques pour mobiliser les clients, vérifier leur admissibilité et répondre aux questions fréquentes.',
      ],
      items: {
        'engagement-model': { title: 'Modèle de mobilisation' },
        'eligibility-criteria': { title: 'Critères d’admissibilité' },
        'frequently-asked-questions': { title: 'Foire aux questions' },
        'accessing-support': { title: 'Obtenir du soutien' },
      },
    },
    'case-studies': {
      heading: 'Études de cas',
      intro: [
        'Ces études de cas fictives sont des portraits composites inspirés d’expériences courantes de prestation du programme en ligne. Les noms et les détails sont inventés. Utilisez-les en supervision et pour l’apprentissage en équipe.',
      ],
      items: {
        'case-study-individual': { title: 'Étude de cas : soutien individuel pour la consommation d’alcool' },
        'case-study-group': { title: 'Étude de cas : un groupe en ligne dans un service communautaire' },
        'case-study-rural': { title: 'Étude de cas : joindre un client en milieu rural' },
      },
    },
    research: {
      heading: 'Données probantes',
      intro: [
        'Consultez un résumé de la recherche sur laquelle repose le programme en ligne et explorez les données sur les résultats.',
      ],
      items: { 'research-evidence': { lines: ['Données probantes', 'Consulter les données'] } },
    },
  },
};

/** Contenu des documents générés et texte des vidéos : seul le générateur de médias les lit (../media.ts). */
export const trainingMedia: SectionMediaTextsOf<'training'> = {
  'getting-started': 'Ce tutoriel vous présente le programme en ligne du point de vue de l’intervenant. Vous verrez comment accueillir un nouveau client, convenir ensemble de ses premiers objectifs et préparer son premier bilan de progression, à la fin de la deuxième semaine.',
  'reviewing-progress-checks': 'Toutes les deux semaines, les clients remplissent un court bilan de progression. Nous vous montrons comment lire les résultats, repérer tôt les signes préoccupants et utiliser le rapport pour amorcer une conversation franche et bienveillante sur la suite.',
  'practitioner-orientation': [
    {
      heading: 'Orientation des intervenants',
      lines: [
        'Accompagner les clients dans le programme en ligne',
        'Votre rôle',
        'Le parcours du client',
        'Bilans de progression, rapports et certificats',
      ],
    },
    {
      heading: 'Votre rôle d’intervenant',
      lines: [
        'Accueillir les clients et convenir de leurs objectifs',
        'Garder un contact régulier entre les bilans',
        'Évaluer les risques et agir en cas d’inquiétude',
        'Souligner les progrès, même les plus petits',
      ],
    },
    {
      heading: 'Le parcours du client',
      lines: [
        'Orientation et vérification de l’admissibilité',
        'Conversation d’accueil et premiers objectifs',
        'Séances à son rythme, avec des contacts avec l’intervenant',
        'Un bilan de progression toutes les deux semaines jusqu’à la fin du programme',
      ],
    },
    {
      heading: 'Les bilans de progression',
      lines: [
        'De courtes questions sur la consommation, le bien-être et la confiance',
        'Remplis par le client toutes les deux semaines',
        'Examinés par vous dans les deux jours ouvrables',
        'Le point de départ de votre prochaine conversation avec le client',
      ],
    },
    {
      heading: 'Rapports de progression et certificats',
      lines: [
        'Remettre un rapport de progression après chaque bilan',
        'Remettre un certificat lorsqu’un client franchit une étape',
        'Utiliser les certificats modifiables pour ajouter le nom du client',
        'Demander aux clients comment ils préfèrent les recevoir',
      ],
    },
    {
      heading: 'Assurer la sécurité des clients',
      lines: [
        'Le programme en ligne n’est pas un service de crise',
        'Transmettre dès le début l’information sur les services d’urgence locaux',
        'Suivre la voie de signalement des risques de votre service',
        'Consigner les inquiétudes et les mesures prises au dossier du client',
      ],
    },
    {
      heading: 'Où trouver de l’aide',
      lines: [
        'Votre responsable clinique et votre superviseur',
        'Les manuels de prestation individuelle et en groupe',
        'La foire aux questions de cette trousse',
        'Les modules d’apprentissage en ligne, pour rafraîchir vos connaissances',
      ],
    },
  ],
  'group-delivery': [
    {
      heading: 'Animer des groupes du programme en ligne',
      lines: [
        'Séance d’information pour les animateurs de groupe',
        'Pourquoi les groupes fonctionnent',
        'Planifier un cycle de 8 séances',
        'Animer en ligne',
      ],
    },
    {
      heading: 'Pourquoi les groupes fonctionnent',
      lines: [
        'Les clients apprennent de personnes qui vivent des difficultés semblables',
        'Les progrès partagés nourrissent l’espoir et la motivation',
        'Les groupes réduisent l’isolement entre les séances',
        'Un même intervenant peut soutenir davantage de clients',
      ],
    },
    {
      heading: 'Planifier un cycle de 8 séances',
      lines: [
        'Des groupes de 6 à 10 clients fonctionnent bien',
        'Garder le même jour et la même heure chaque semaine',
        'Relier les séances au contenu du programme que les clients abordent',
        'Prévoir les bilans de progression une séance sur deux',
      ],
    },
    {
      heading: 'Mettre le groupe en place',
      lines: [
        'Convenir ensemble des règles du groupe à la première séance',
        'Expliquer la confidentialité et ses limites',
        'Vérifier que chacun peut se connecter, voir et entendre',
        'Prévoir quoi faire si une personne est en détresse',
      ],
    },
    {
      heading: 'Animer en ligne',
      lines: [
        'Inviter chacun à s’exprimer, sans jamais insister',
        'Utiliser les salles de sous-groupes pour le travail en dyades ou en petits groupes',
        'Faire un suivi individuel auprès de toute personne qui se tait',
        'Terminer chaque séance par un court tour de table',
      ],
    },
    {
      heading: 'Bien terminer le cycle',
      lines: [
        'Faire le point sur ce que chaque personne a accompli',
        'Remettre les certificats de groupe à la dernière séance',
        'Convenir de la suite et du soutien continu',
        'Recueillir les commentaires pour améliorer le prochain cycle',
      ],
    },
  ],
  'manual-individual-delivery': [
    {
      heading: 'Manuel de prestation individuelle : introduction',
      lines: [
        'Ce manuel s’adresse aux intervenants qui accompagnent des clients individuellement dans le programme en ligne.',
        'Les clients suivent le programme à leur rythme.',
        'Vous restez en contact régulier, examinez la progression et réagissez aux risques.',
        'Chaque client remplit un bilan de progression toutes les deux semaines.',
      ],
    },
    {
      heading: 'Semaines 1 et 2 : les débuts',
      lines: [
        'Tenir une conversation d’accueil dans les cinq jours ouvrables suivant l’orientation.',
        'Explorer ce que le client veut changer et pourquoi.',
        'Convenir d’un ou deux objectifs réalistes pour les deux premières semaines.',
        'Transmettre l’information sur les services d’urgence locaux.',
        'Expliquer le premier bilan de progression, prévu à la fin de la deuxième semaine.',
      ],
    },
    {
      heading: 'Pendant le programme : des contacts réguliers',
      lines: [
        'Communiquer avec le client au moins une fois par semaine, par le moyen qu’il préfère.',
        'Examiner chaque bilan de progression dans les deux jours ouvrables.',
        'Remettre un rapport de progression après chaque bilan et en discuter avec le client.',
        'Ajuster les objectifs ensemble lorsque la situation change.',
        'Si un client se désengage, tenter trois contacts par des moyens différents avant de fermer le dossier.',
      ],
    },
    {
      heading: 'La fin du programme',
      lines: [
        'Revoir le parcours du client à l’aide de ses rapports de progression.',
        'Remettre un certificat pour reconnaître ce qu’il a accompli.',
        'Convenir d’un plan pour maintenir ses acquis, y compris qui contacter en cas de difficulté.',
        'Proposer une orientation vers d’autres services si un soutien supplémentaire est nécessaire.',
        'Consigner le résultat et fermer l’épisode de service dans votre système.',
      ],
    },
  ],
  'manual-group-delivery': [
    {
      heading: 'Manuel de prestation en groupe : introduction',
      lines: [
        'Ce manuel s’adresse aux intervenants qui animent des groupes du programme en ligne.',
        'Nous recommandons un cycle de 8 séances hebdomadaires pour 6 à 10 clients.',
        'Entre les séances, les clients suivent aussi le programme individuellement.',
        'Les bilans de progression ont lieu toutes les deux semaines, aux séances 2, 4, 6 et 8.',
      ],
    },
    {
      heading: 'Séances 1 et 2 : former le groupe',
      lines: [
        'Accueillir chacun et convenir ensemble des règles du groupe.',
        'Expliquer la confidentialité et les situations où elle peut être levée.',
        'Inviter chaque personne à nommer une chose qu’elle souhaite changer.',
        'À la séance 2, présenter le premier bilan de progression et l’examiner ensemble.',
      ],
    },
    {
      heading: 'Séances 3 à 6 : passer à l’action',
      lines: [
        'Commencer chaque séance par un court tour de table.',
        'Relier la discussion au contenu du programme que les clients ont terminé dans la semaine.',
        'S’exercer en dyades, par exemple à planifier les situations à risque.',
        'Faire un suivi individuel auprès de toute personne dont le bilan suscite une inquiétude.',
      ],
    },
    {
      heading: 'Séances 7 et 8 : aller de l’avant',
      lines: [
        'Aider chaque personne à rédiger un plan pour maintenir ses acquis.',
        'Revoir les rapports de progression et souligner les réussites.',
        'Remettre les certificats de groupe à la dernière séance.',
        'Convenir du soutien continu et recueillir les commentaires sur le cycle.',
      ],
    },
  ],
  'certificate-individual': [
    {
      heading: 'Certificat de réussite',
      lines: [
        'Ce certificat est décerné à',
        '______________________________',
        'en reconnaissance de l’engagement et des progrès accomplis',
        'dans le cadre du programme en ligne.',
        'Intervenant : ____________________   Date : ____________',
      ],
    },
  ],
  'certificate-group': [
    {
      heading: 'Certificat de réussite',
      lines: [
        'Ce certificat est décerné à',
        '______________________________',
        'pour sa participation à un groupe du programme en ligne',
        'et pour le soutien offert aux autres membres du groupe.',
        'Animateur : ____________________   Date : ____________',
      ],
    },
  ],
  'certificate-individual-editable': [
    {
      heading: 'Certificat de réussite',
      lines: [
        'Ce certificat est décerné à',
        '[Saisissez le nom du client ici]',
        'en reconnaissance de l’engagement et des progrès accomplis',
        'dans le cadre du programme en ligne.',
        'Intervenant : [Saisissez votre nom]   Date : [Saisissez la date]',
      ],
    },
  ],
  'certificate-group-editable': [
    {
      heading: 'Certificat de réussite',
      lines: [
        'Ce certificat est décerné à',
        '[Saisissez le nom du client ici]',
        'pour sa participation à un groupe du programme en ligne',
        'et pour le soutien offert aux autres membres du groupe.',
        'Animateur : [Saisissez votre nom]   Date : [Saisissez la date]',
      ],
    },
  ],
  'engage-clients': 'Changer sa relation avec l’alcool ou les drogues, c’est difficile, et vous n’avez pas à le faire seul. Le programme en ligne vous permet d’avancer à votre rythme, avec un intervenant à vos côtés à chaque étape.',
  'engagement-model': [
    {
      heading: 'Le modèle de mobilisation : quatre étapes',
      lines: [
        'Établir le contact : joindre la personne rapidement et chaleureusement après l’orientation.',
        'S’entendre : fixer ensemble des objectifs qui comptent pour le client.',
        'Soutenir : garder un contact régulier et examiner chaque bilan de progression.',
        'Maintenir : préparer l’après-programme et reconnaître les réussites.',
      ],
    },
    {
      heading: 'Maintenir l’engagement des clients',
      lines: [
        'Utiliser le moyen de contact et les moments que le client préfère.',
        'Remarquer les bilans manqués et faire un suivi dans la même semaine.',
        'Souligner les progrès auprès des clients, y compris les petits pas.',
        'Considérer les rechutes comme faisant partie du rétablissement, et non comme une raison d’arrêter.',
        'Inviter les clients à adapter le programme à leur vie.',
      ],
    },
  ],
  'eligibility-criteria': [
    {
      heading: 'À qui s’adresse le programme en ligne',
      lines: [
        'Aux adultes de 18 ans et plus.',
        'Aux personnes qui souhaitent modifier leur consommation d’alcool ou de drogues.',
        'Aux personnes qui ont un accès régulier à un téléphone, une tablette ou un ordinateur et à Internet.',
        'Aux personnes qui peuvent suivre un programme offert en français ou en anglais.',
      ],
    },
    {
      heading: 'Quand un autre service peut mieux convenir',
      lines: [
        'La personne a besoin d’un soutien urgent ou d’une intervention de crise.',
        'La personne a besoin d’un sevrage sous supervision médicale.',
        'Le risque actuel ne peut pas être géré de façon sécuritaire par des contacts en ligne.',
        'Dans ces cas, suivez votre parcours local ; le programme pourra être proposé plus tard.',
        'En cas de doute, discutez de la demande avec votre responsable clinique.',
      ],
    },
  ],
  'frequently-asked-questions': [
    {
      heading: 'Foire aux questions : le programme',
      lines: [
        'Combien de temps dure le programme ? La plupart des clients le terminent en huit à seize semaines.',
        'Les clients doivent-ils faire toutes les séances ? Non : ils avancent à leur rythme, avec votre soutien.',
        'À quelle fréquence ont lieu les bilans de progression ? Toutes les deux semaines.',
        'Les clients peuvent-ils participer à un groupe ? Oui, nous recommandons des cycles de 8 séances de groupe.',
      ],
    },
    {
      heading: 'Foire aux questions : aspects pratiques',
      lines: [
        'Puis-je donner le code de service de formation à un client ? Non, jamais : il est réservé au personnel.',
        'Que faire si un client manque un bilan ? Faites un suivi dans la même semaine, par le moyen qu’il préfère.',
        'Que faire si je m’inquiète pour un client ? Suivez immédiatement la voie de signalement des risques de votre service.',
        'Où trouver plus d’aide ? Adressez-vous à votre responsable clinique ou à votre superviseur.',
      ],
    },
  ],
  'accessing-support': [
    {
      heading: 'Obtenir du soutien : pour les clients',
      lines: [
        'Votre intervenant est votre principale personne-ressource pendant le programme en ligne.',
        'Entre les contacts, vous pouvez lui laisser un message dans le programme.',
        'Le programme en ligne n’est pas un service d’urgence.',
        'Si vous êtes en crise, communiquez immédiatement avec les services d’urgence locaux.',
      ],
    },
    {
      heading: 'Obtenir du soutien : pour le personnel',
      lines: [
        'Parlez à votre superviseur de tout client qui vous inquiète.',
        'Votre responsable clinique peut vous conseiller dans les situations complexes ou à risque élevé.',
        'Prenez soin de vous : utilisez les services de mieux-être offerts au personnel de votre organisation.',
        'Profitez de la supervision pour réfléchir aux conversations difficiles.',
      ],
    },
  ],
  'case-study-individual': [
    {
      heading: 'Étude de cas : « Sam » (portrait composite fictif)',
      lines: [
        'Sam, dans la quarantaine, travaille par quarts et prend soin d’un parent.',
        'Sa consommation d’alcool avait augmenté peu à peu au fil des ans, surtout seul le soir.',
        'Ne pouvant pas se présenter à des rendez-vous de jour, Sam s’est vu proposer le programme en ligne.',
        'Lors de la conversation d’accueil, Sam s’est fixé un objectif : deux soirées sans alcool par semaine.',
      ],
    },
    {
      heading: 'Ce qui s’est passé',
      lines: [
        'Sam faisait les séances tard le soir, après ses quarts de travail.',
        'Son premier bilan montrait une faible confiance, mais une utilisation régulière du programme.',
        'Un bilan manqué à la sixième semaine a entraîné un appel : Sam avait vécu deux semaines difficiles.',
        'Ensemble, Sam et son intervenant ont ajusté le plan plutôt que de tout recommencer.',
        'À la fin, Sam buvait moins de jours par semaine et se sentait plus en contrôle.',
        'À retenir : la souplesse des horaires de contact et un suivi rapide ont maintenu l’engagement de Sam.',
      ],
    },
  ],
  'case-study-group': [
    {
      heading: 'Étude de cas : un groupe communautaire (portrait composite fictif)',
      lines: [
        'Un service communautaire a animé son premier groupe du programme en ligne avec huit clients.',
        'Les clients travaillaient sur leur consommation d’alcool, de cannabis ou de stimulants.',
        'L’animatrice a suivi le manuel de prestation en groupe sur 8 séances hebdomadaires.',
        'Les bilans de progression ont eu lieu aux séances 2, 4, 6 et 8.',
      ],
    },
    {
      heading: 'Ce qui s’est passé',
      lines: [
        'Les premières séances étaient silencieuses ; le travail en dyades dans des sous-groupes a aidé chacun à s’ouvrir.',
        'Les membres du groupe ont commencé à partager les stratégies qui leur réussissaient.',
        'Le bilan d’un client a suscité une inquiétude ; l’animatrice a fait un suivi le jour même.',
        'Sept des huit clients ont assisté à la dernière séance et reçu leur certificat.',
        'À retenir : les activités en petits groupes ont bâti la confiance plus vite que les discussions en grand groupe.',
      ],
    },
  ],
  'case-study-rural': [
    {
      heading: 'Étude de cas : « Alex » (portrait composite fictif)',
      lines: [
        'Alex, dans la vingtaine, vit dans une petite communauté rurale à deux heures du service le plus proche.',
        'Alex s’inquiétait de sa consommation d’analgésiques d’ordonnance après une blessure.',
        'Par crainte d’être reconnu, Alex hésitait à demander de l’aide sur place.',
        'Son médecin de famille l’a orienté vers le programme en ligne.',
      ],
    },
    {
      heading: 'Ce qui s’est passé',
      lines: [
        'Alex préférait les messages aux appels ; les contacts se sont donc surtout faits par écrit.',
        'L’intervenante a vérifié l’admissibilité avec la responsable clinique et transmis l’information sur les services d’urgence.',
        'Les bilans de progression montraient une confiance croissante et moins de journées difficiles.',
        'Alex a aussi accepté une révision de sa médication avec son médecin de famille.',
        'À retenir : la confidentialité et la distance étaient des obstacles que le programme en ligne pouvait lever.',
      ],
    },
  ],
};
