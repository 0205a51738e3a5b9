import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';

export const implementation: SectionTextsOf<'implementation'> = {
  title: 'Ressources de mise en œuvre',
  blocks: {
    overview: {
      heading: 'Vue d’ensemble',
      items: {
        text: [
          'Cette section s’adresse aux <strong>responsables d’organisation et gestionnaires de services</strong> qui se préparent à offrir le programme en ligne. Elle réunit tout ce qu’il faut pour planifier, lancer et pérenniser le programme dans votre service : de courts tutoriels vidéo, des présentations d’information, des documents de planification et de gouvernance, ainsi qu’une formation en ligne de sept modules.',
          'Le programme en ligne est un programme structuré de traitement et de rétablissement pour l’usage problématique de substances. Les clients le suivent à leur rythme, avec le soutien régulier d’un intervenant formé. Toutes les <strong>deux semaines</strong>, les clients remplissent un bilan de progression ; les rapports de progression et les certificats sont remis à ces moments-là, ce qui vous permet de suivre les résultats de l’ensemble de vos dossiers.',
          'Nous vous suggérons de commencer par les tutoriels vidéo et les modules d’apprentissage en ligne, puis d’utiliser les présentations pour informer votre équipe de direction et les ressources de planification pour préparer le déploiement. Les ressources de formation destinées au personnel de première ligne et le matériel destiné à votre équipe des communications se trouvent dans les deux autres sections de cette trousse.',
        ],
      },
    },
    'video-tutorials': {
      heading: 'Tutoriels vidéo',
      items: {
        'introducing-the-program': { title: 'Présentation du programme en ligne' },
        'planning-your-rollout': { title: 'Planifier le déploiement' },
      },
    },
    explore: {
      heading: 'Explorer le programme',
      items: {
        text: [
          'Avant d’offrir le programme en ligne à des clients, nous vous recommandons de l’explorer vous-même avec votre équipe. Le site de démonstration suit le parcours du client, de la première séance au bilan de progression toutes les deux semaines, à l’aide de données fictives uniquement.',
          'Votre organisation reçoit également un <strong>code de service de formation</strong> distinct. Il permet au personnel d’accéder au programme principal et de le voir exactement comme un client le verrait, sans créer de dossier client. <strong>Le code de service de formation ne doit jamais être remis aux clients.</strong> Les clients obtiennent toujours leur accès par le processus d’orientation habituel de votre service.',
        ],
        'explore-program': { text: 'Explorer le site de démonstration du programme en ligne' },
      },
    },
    modules: {
      heading: 'Modules d’apprentissage en ligne',
      intro: [
        'Ces sept courts modules durent environ 75 minutes au total et couvrent tout ce qu’un responsable d’organisation doit savoir, des données probantes qui appuient le programme en ligne jusqu’à la gouvernance et à l’évaluation. Vous pouvez les suivre dans l’ordre de votre choix et y revenir à tout moment : votre progression est enregistrée uniquement dans ce navigateur.',
        'Chaque module se termine par un test de connaissances de trois questions. Réussissez les sept tests pour télécharger votre certificat de réussite.',
      ],
    },
    presentations: {
      heading: 'Présentations',
      intro: [
        'Utilisez ces présentations pour informer votre conseil d’administration, votre équipe de direction ou vos organismes partenaires. Téléchargez-les en PDF et adaptez les notes d’allocution à votre contexte local.',
      ],
      items: {
        'leadership-briefing': {
          title: 'Séance d’information pour la direction : présentation du programme en ligne',
          alt: 'Diapositive titre de la séance d’information pour la direction sur le programme en ligne',
        },
        'rollout-plan': {
          title: 'Planifier et mener le déploiement',
          alt: 'Diapositive titre de la présentation sur la planification du déploiement destinée aux gestionnaires de services',
        },
      },
    },
    resources: {
      heading: 'Ressources',
      intro: [
        'Téléchargez ces documents pour planifier, encadrer et évaluer le programme en ligne dans votre organisation. Chacun s’imprime sur du papier A4 et peut être adapté à vos processus locaux.',
      ],
      groups: {
        planning: {
          heading: 'Planification',
          items: {
            'implementation-guide': { title: 'Guide de mise en œuvre' },
            'readiness-checklist': { title: 'Liste de vérification de l’état de préparation' },
            'referral-pathway-template': { title: 'Modèle de parcours d’orientation' },
          },
        },
        governance: {
          heading: 'Gouvernance',
          items: {
            'data-protection-summary': { title: 'Résumé sur la protection des données' },
            'clinical-governance-guide': { title: 'Guide de gouvernance clinique' },
          },
        },
        evaluation: {
          heading: 'Évaluation',
          items: { 'outcome-measures-guide': { title: 'Guide des mesures de résultats' } },
        },
      },
    },
    ontario: {
      heading: 'Ressources supplémentaires pour l’Ontario',
      items: {
        text: [
          'Si votre organisation offre le programme en ligne en Ontario, vous <strong>devez</strong> remettre à chaque client un exemplaire des conditions d’utilisation supplémentaires et de l’avis de confidentialité ci-dessous avant le début du programme. Consignez que chaque client a bien reçu les deux documents.',
        ],
        'ontario-additional-terms': { title: 'Conditions d’utilisation supplémentaires (Ontario)' },
        'ontario-privacy-notice': { title: 'Avis de confidentialité (Ontario)' },
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
export const implementationMedia: SectionMediaTextsOf<'implementation'> = {
  'introducing-the-program': 'Bienvenue dans la trousse du programme en ligne destinée aux responsables d’organisation. Dans ce court tutoriel, nous expliquons le fonctionnement du programme, à qui il s’adresse et comment les clients passent de l’orientation au rétablissement avec le soutien de votre équipe.',
  'planning-your-rollout': 'Un déploiement réussi commence par une personne responsable désignée et un parcours d’orientation clair. Ce tutoriel présente l’évaluation de l’état de préparation, la formation du personnel, l’approbation de la gouvernance et les huit premières semaines après le lancement.',
  'leadership-briefing': [
    {
      heading: 'Présentation du programme en ligne',
      lines: [
        'Séance d’information pour les équipes de direction',
        'Pourquoi un programme de traitement et de rétablissement en ligne',
        'Ce qu’il demande à votre organisation',
        'Comment savoir si vous êtes prêts',
      ],
    },
    {
      heading: 'Le besoin auquel nous répondons',
      lines: [
        'Beaucoup de personnes ayant un usage problématique de substances n’accèdent jamais à un traitement en personne',
        'Listes d’attente, distance, stigmatisation, travail et responsabilités familiales sont des obstacles fréquents',
        'L’offre en ligne élargit l’accès sans remplacer les services existants',
        'Les clients peuvent commencer plus tôt et avancer au moment qui leur convient',
      ],
    },
    {
      heading: 'Qu’est-ce que le programme en ligne ?',
      lines: [
        'Un programme structuré de traitement et de rétablissement, à suivre à son rythme',
        'Offert en ligne, avec des contacts réguliers avec un intervenant formé',
        'En individuel ou en groupe (8 séances de groupe recommandées)',
        'Un bilan de progression toutes les deux semaines, avec rapport et certificat',
      ],
    },
    {
      heading: 'À qui s’adresse-t-il ?',
      lines: [
        'Aux adultes qui souhaitent modifier leur consommation d’alcool ou de drogues',
        'Aux personnes en attente d’un autre traitement, en fin de traitement ou qui ne peuvent pas s’y rendre',
        'Ce n’est pas un service de crise : les services d’urgence locaux restent en place',
        'Les critères d’admissibilité complets figurent dans les ressources de formation',
      ],
    },
    {
      heading: 'Ce qu’il demande à votre organisation',
      lines: [
        'Une personne responsable de la mise en œuvre et une personne responsable clinique désignées',
        'Des intervenants disposant de temps réservé chaque semaine pour les contacts en ligne',
        'Un parcours d’orientation clair, avec vérification de l’admissibilité',
        'L’approbation de la gouvernance pour la protection des données et la sécurité clinique',
      ],
    },
    {
      heading: 'Mesurer les effets',
      lines: [
        'Les bilans de progression toutes les deux semaines fournissent des données régulières',
        'Suivez l’adhésion, l’achèvement et l’évolution de la consommation',
        'Examinez les résultats avec votre équipe au moins chaque trimestre',
        'Partagez vos apprentissages avec le personnel, les clients et les bailleurs de fonds',
      ],
    },
    {
      heading: 'Prochaines étapes',
      lines: [
        'Suivre les modules d’apprentissage en ligne de cette trousse',
        'Remplir la liste de vérification de l’état de préparation',
        'Convenir du parcours d’orientation et d’une date de lancement',
        'Informer les équipes de première ligne à l’aide des ressources de formation',
      ],
    },
  ],
  'rollout-plan': [
    {
      heading: 'Planifier et mener le déploiement',
      lines: [
        'Un guide étape par étape pour les gestionnaires de services',
        'Avant le lancement',
        'Les huit premières semaines',
        'Assurer la continuité du programme',
      ],
    },
    {
      heading: 'Étape 1 : constituer l’équipe',
      lines: [
        'Désigner une personne responsable de la mise en œuvre et une personne responsable clinique',
        'Repérer les intervenants et leurs heures hebdomadaires en ligne',
        'Prévoir qui assure le remplacement pendant les absences et les congés',
        'Demander à chaque intervenant de suivre les modules de formation',
      ],
    },
    {
      heading: 'Étape 2 : établir le parcours d’orientation',
      lines: [
        'Décider qui peut orienter : la personne elle-même, les partenaires, les soins primaires',
        'Vérifier chaque demande au regard des critères d’admissibilité',
        'Fixer un délai cible entre l’orientation et le premier contact',
        'Prévoir où diriger les personnes pour qui le programme ne convient pas',
      ],
    },
    {
      heading: 'Étape 3 : gouvernance et sécurité',
      lines: [
        'Remplir le résumé sur la protection des données avec votre responsable de la protection de la vie privée',
        'Convenir des voies de signalement des risques et de l’information hors des heures de service',
        'Inscrire le programme à l’ordre du jour de la gouvernance clinique',
        'En Ontario, préparer les conditions supplémentaires et l’avis de confidentialité',
      ],
    },
    {
      heading: 'Étape 4 : lancement',
      lines: [
        'Commencer avec un petit groupe de clients et d’intervenants',
        'Tenir un court point hebdomadaire pendant les huit premières semaines',
        'Faire connaître le programme à l’aide du matériel promotionnel',
        'Consigner les questions et les problèmes au fur et à mesure',
      ],
    },
    {
      heading: 'Étape 5 : examiner et améliorer',
      lines: [
        'Suivre les résultats grâce aux bilans de progression toutes les deux semaines',
        'Examiner l’adhésion, les abandons et l’achèvement chaque trimestre',
        'Demander aux clients et au personnel ce qui pourrait mieux fonctionner',
        'Mettre à jour le parcours et communiquer les changements à l’équipe',
      ],
    },
    {
      heading: 'Pièges courants à éviter',
      lines: [
        'Lancer le programme avant que les intervenants aient du temps réservé',
        'Une responsabilité floue pour les orientations et le suivi',
        'Communiquer le code de service de formation à des clients',
        'Recueillir des données sur les résultats sans les examiner',
      ],
    },
  ],
  'implementation-guide': [
    {
      heading: 'Guide de mise en œuvre : à propos de ce guide',
      lines: [
        'Ce guide aide les responsables d’organisation à introduire le programme en ligne dans leur service.',
        'Il décrit les rôles, les étapes et les décisions, de la planification à la prestation courante.',
        'Utilisez-le avec la liste de vérification de l’état de préparation et le modèle de parcours d’orientation.',
        'La plupart des services passent de la planification au lancement en huit à douze semaines.',
      ],
    },
    {
      heading: 'Rôles et responsabilités',
      lines: [
        'Responsable de la mise en œuvre : porte le plan, l’échéancier et les comptes rendus à la direction.',
        'Responsable clinique : veille à la sécurité clinique, à la supervision et au signalement des risques.',
        'Intervenants : soutiennent les clients, examinent les bilans et remettent les rapports de progression.',
        'Soutien administratif : gère les orientations, les horaires et la tenue des dossiers.',
        'Responsable de la protection de la vie privée : approuve les mesures de protection des données avant le lancement.',
      ],
    },
    {
      heading: 'Du lancement à la prestation courante',
      lines: [
        'Les clients remplissent un bilan de progression toutes les deux semaines.',
        'À chaque bilan, l’intervenant remet un rapport de progression et, s’il y a lieu, un certificat.',
        'Pour la prestation en groupe, prévoyez des cycles de 8 séances.',
        'Examinez l’adhésion, l’achèvement et les résultats chaque trimestre.',
        'Mettez ce guide à jour localement à mesure que votre service apprend ce qui fonctionne.',
      ],
    },
  ],
  'readiness-checklist': [
    {
      heading: 'Liste de vérification : personnes et processus',
      lines: [
        '[ ] Une personne responsable de la mise en œuvre et une personne responsable clinique sont désignées.',
        '[ ] Les intervenants disposent de temps réservé chaque semaine pour les contacts en ligne.',
        '[ ] Tous les intervenants ont suivi les modules d’apprentissage en ligne.',
        '[ ] Le parcours d’orientation est convenu et consigné par écrit.',
        '[ ] La vérification de l’admissibilité fait partie du processus d’orientation.',
      ],
    },
    {
      heading: 'Liste de vérification : gouvernance et lancement',
      lines: [
        '[ ] Les mesures de protection des données sont approuvées.',
        '[ ] La voie de signalement des risques est convenue et communiquée au personnel.',
        '[ ] Le personnel sait que le code de service de formation lui est réservé.',
        '[ ] Le matériel promotionnel est prêt pour le lancement.',
        '[ ] La date du premier examen trimestriel est fixée.',
      ],
    },
  ],
  'referral-pathway-template': [
    {
      heading: 'Modèle de parcours d’orientation : voies d’accès',
      lines: [
        'Qui peut orienter : ______________________________',
        'Mode de réception des demandes (formulaire, courriel, téléphone) : ______________',
        'Qui vérifie l’admissibilité des demandes : ____________',
        'Délai cible entre l’orientation et le premier contact : ______ jours ouvrables',
        'Ce qui se passe si une demande n’est pas admissible : ____________________',
      ],
    },
    {
      heading: 'Modèle de parcours d’orientation : pendant et après le programme',
      lines: [
        'Intervenant désigné attribué par : ______________________',
        'Bilans de progression examinés par : ________________',
        'Préoccupations liées aux risques signalées à : ___________________',
        'Voies de sortie (intensification, allègement, fin du suivi) : ______________',
        'Date de révision du parcours : ____________',
      ],
    },
  ],
  'data-protection-summary': [
    {
      heading: 'Protection des données : renseignements recueillis',
      lines: [
        'Les coordonnées nécessaires pour soutenir le client.',
        'Les réponses aux bilans de progression toutes les deux semaines.',
        'Les notes consignées par l’intervenant pendant le programme.',
        'Seuls les renseignements strictement nécessaires à la prestation du programme sont recueillis.',
      ],
    },
    {
      heading: 'Protection des données : vos responsabilités',
      lines: [
        'Expliquer aux clients, en langage clair, comment leurs renseignements sont utilisés.',
        'Limiter l’accès au personnel qui soutient le client.',
        'Convenir des durées de conservation et de la destruction sécuritaire avec votre responsable de la protection de la vie privée.',
        'Consigner et signaler toute atteinte à la vie privée selon votre politique locale.',
        'Revoir ces mesures au moins une fois par année.',
      ],
    },
  ],
  'clinical-governance-guide': [
    {
      heading: 'Guide de gouvernance clinique : principes',
      lines: [
        'Le programme en ligne est offert dans le cadre de gouvernance clinique existant de votre service.',
        'Une personne responsable clinique désignée répond de la sécurité de la prestation.',
        'Chaque client a un intervenant désigné.',
        'Les intervenants reçoivent une supervision régulière qui porte aussi sur leurs dossiers en ligne.',
      ],
    },
    {
      heading: 'Gestion des risques',
      lines: [
        'Examiner chaque bilan de progression pour repérer tout signe d’aggravation du risque.',
        'Suivre sans délai la voie locale de signalement des risques.',
        'S’assurer que les clients savent que le programme n’est pas un service de crise.',
        'Remettre à chaque client, dès le début, l’information sur les services d’urgence locaux.',
        'Consigner les décisions et les mesures prises au dossier du client.',
      ],
    },
    {
      heading: 'Apprentissage et révision',
      lines: [
        'Discuter des incidents et des incidents évités de justesse en réunion d’équipe.',
        'Inclure les résultats du programme dans votre rapport trimestriel de gouvernance.',
        'Vérifier un échantillon de dossiers clients tous les six mois.',
        'Partager les apprentissages avec les intervenants et mettre à jour les procédures locales.',
      ],
    },
  ],
  'outcome-measures-guide': [
    {
      heading: 'Mesures de résultats : quoi mesurer',
      lines: [
        'Adhésion : combien de clients orientés commencent le programme.',
        'Engagement : combien de bilans de progression chaque client remplit.',
        'Achèvement : combien de clients terminent le programme.',
        'Évolution : consommation, bien-être et confiance entre le premier et le dernier bilan.',
      ],
    },
    {
      heading: 'Mesures de résultats : utiliser les résultats',
      lines: [
        'Les bilans toutes les deux semaines fournissent des données régulières et comparables.',
        'Comparez les résultats d’un trimestre à l’autre plutôt que d’un mois à l’autre.',
        'Repérez les groupes de clients qui commencent sans poursuivre.',
        'Présentez les résultats au personnel et demandez-lui comment les expliquer.',
        'Servez-vous de ces apprentissages pour améliorer le parcours d’orientation et le soutien.',
      ],
    },
  ],
  'ontario-additional-terms': [
    {
      heading: 'Conditions d’utilisation supplémentaires pour les clients de l’Ontario',
      lines: [
        'Ces conditions s’ajoutent aux conditions générales d’utilisation du programme en ligne.',
        'Le programme vous est offert par votre service local, qui demeure responsable de vos soins.',
        'Le programme complète, sans les remplacer, les services d’urgence ou de crise.',
        'Vous pouvez cesser d’utiliser le programme à tout moment sans que vos autres soins en soient touchés.',
      ],
    },
    {
      heading: 'Votre engagement',
      lines: [
        'Gardez vos renseignements d’accès confidentiels et ne les communiquez à personne.',
        'Votre intervenant examinera vos bilans de progression toutes les deux semaines.',
        'Si vous avez des questions sur ces conditions, posez-les à votre service avant de commencer.',
        'En commençant le programme, vous confirmez avoir reçu et lu ces conditions.',
      ],
    },
  ],
  'ontario-privacy-notice': [
    {
      heading: 'Avis de confidentialité pour les clients de l’Ontario',
      lines: [
        'Cet avis explique comment vos renseignements personnels sont recueillis, utilisés et protégés.',
        'Votre service recueille uniquement les renseignements nécessaires pour vous soutenir dans le programme.',
        'Il s’agit de vos coordonnées, de vos réponses aux bilans de progression et des notes de votre intervenant.',
        'Vos renseignements sont traités conformément aux lois ontariennes applicables en matière de protection de la vie privée.',
      ],
    },
    {
      heading: 'Vos droits',
      lines: [
        'Vous pouvez demander à consulter les renseignements que votre service détient à votre sujet.',
        'Vous pouvez demander la correction de renseignements inexacts.',
        'Vos renseignements ne sont communiqués sans votre consentement que lorsque la loi l’exige ou le permet.',
        'Pour poser une question ou déposer une plainte, communiquez avec la personne responsable de la protection de la vie privée de votre service.',
      ],
    },
  ],
};
