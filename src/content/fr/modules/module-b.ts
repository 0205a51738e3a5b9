import type { ModuleTexts } from '@/content/texts';

export const moduleB: ModuleTexts<'b'> = {
  title: 'Planifier la mise en œuvre',
  progressTitle: 'Planifier la mise en œuvre',
  slides: [
    {
      title: 'Planifier la mise en œuvre',
      points: [
        'État de préparation et gouvernance',
        'Personnel, rôles et formation',
        "Trajectoires d'orientation, données et vie privée",
        'Promotion et mesure du succès',
      ],
      script:
        "Bienvenue dans le module sur la planification de la mise en œuvre. Un bon plan transforme un programme prometteur en service fiable. Nous verrons comment évaluer l'état de préparation, mettre en place la gouvernance et organiser le personnel et les rôles. Nous aborderons ensuite les trajectoires d'orientation, les données et la vie privée, la promotion du programme en ligne et la mesure du succès.",
    },
    {
      title: "Évaluer l'état de préparation",
      points: [
        'Un appui visible de la haute direction',
        "La disponibilité et l'adhésion du personnel",
        'Appareils, connexion et soutien technique',
        "L'accès des clients à un téléphone ou un ordinateur",
      ],
      script:
        "Commencez par évaluer l'état de préparation de votre organisation. La haute direction appuie-t-elle visiblement le programme en ligne ? Le personnel a-t-il le temps et la volonté d'adopter une nouvelle façon de travailler ? Vérifiez que les intervenants disposent d'appareils adéquats, d'une connexion fiable et d'un soutien technique. Enfin, demandez-vous si la plupart de vos clients peuvent utiliser un téléphone, une tablette ou un ordinateur en privé.",
    },
    {
      title: 'Mettre en place la gouvernance',
      points: [
        'Désigner un parrain à la direction',
        'Former un petit groupe de mise en œuvre',
        'Intégrer le programme à la gouvernance clinique',
        'Adopter des politiques de gestion du risque',
      ],
      script:
        "Une gouvernance claire garde la mise en œuvre sur la bonne voie. Désignez à la direction un parrain capable de lever les obstacles, et formez un petit groupe de mise en œuvre qui se réunit régulièrement. Intégrez le programme en ligne à votre gouvernance clinique, avec les mêmes normes de supervision, de déclaration des incidents et d'audit. Adoptez des politiques de gestion du risque avant la première inscription.",
    },
    {
      title: 'Personnel et rôles',
      points: [
        'Un responsable de la mise en œuvre désigné',
        'Des intervenants qui soutiennent les clients',
        'Une supervision clinique',
        "Du personnel opérationnel pour l'inscription",
      ],
      script:
        "Précisez qui fait quoi. Un responsable de la mise en œuvre désigné coordonne le travail au quotidien et sert de personne-ressource principale. Les intervenants soutiennent les clients, revoient les rapports de progression et animent les groupes. Un superviseur clinique assure l'encadrement et l'appui pour les cas complexes. Le personnel opérationnel peut gérer l'inscription, les horaires et les questions courantes, ce qui libère les intervenants.",
    },
    {
      title: 'Former votre équipe',
      points: [
        'Les intervenants suivent la formation',
        'Explorer le programme avec le code de formation',
        "Prendre de l'assurance avant le lancement",
        'Prévoir des rappels et du soutien entre pairs',
      ],
      script:
        "Toute personne qui soutient des clients devrait suivre la formation en sept modules de cette trousse d'outils. Le personnel peut explorer le programme en ligne du point de vue du client grâce au code de service de formation, réservé au personnel. Laissez à chacun le temps de prendre de l'assurance avant le lancement, et prévoyez des rappels et du soutien entre pairs par la suite.",
    },
    {
      title: 'Gérer les codes de service',
      points: [
        "Le code de service de l'organisation est pour les clients",
        'Le code de service de formation est réservé au personnel',
        'Ne jamais donner le code de formation aux clients',
        'Décider qui détient et transmet chaque code',
      ],
      script:
        "Votre organisation dispose de deux types de codes. Le code de service de l'organisation permet aux clients de s'inscrire et les rattache à votre service. Le code de service de formation permet au personnel d'explorer le programme, et il ne doit jamais être remis aux clients, car leur progression ne parviendrait pas à votre service. Décidez qui détient chaque code et comment le transmettre en toute sécurité.",
    },
    {
      title: "Les trajectoires d'orientation vers le programme",
      points: [
        'Demandes directes auprès de votre service',
        'Orientations internes par vos propres équipes',
        'Partenaires comme les médecins de famille et hôpitaux',
        "Des critères d'admissibilité clairs et partagés",
      ],
      script:
        "Cartographiez les voies par lesquelles les clients arriveront au programme en ligne. Les personnes peuvent s'adresser directement à votre service ou être orientées par vos propres équipes. Des partenaires externes, comme les médecins de famille, les hôpitaux et les organismes communautaires, peuvent aussi orienter des clients. Adoptez des critères d'admissibilité clairs et communiquez-les à tous vos partenaires.",
    },
    {
      title: 'Les trajectoires pour intensifier les soins',
      points: [
        'Convenir de voies vers des services plus intensifs',
        'Les relier aux protocoles de crise et de risque',
        'Faciliter les transferts dans les deux sens',
      ],
      script:
        "Planifiez la sortie avec autant de soin que l'entrée. Convenez de voies vers des services plus intensifs, comme la gestion du sevrage ou le traitement résidentiel, pour les clients qui ont besoin de plus que le programme en ligne. Reliez ces voies à vos protocoles de crise et de risque, et facilitez les transferts dans les deux sens, pour que les clients puissent aussi revenir à un palier inférieur.",
    },
    {
      title: 'Données et vie privée',
      points: [
        'Respecter les lois sur la vie privée applicables',
        'Expliquer clairement les conditions et la confidentialité',
        "Ne recueillir et transmettre que l'essentiel",
        "Contrôler l'accès aux renseignements des clients",
      ],
      script:
        "Les renseignements sur la consommation de substances sont très sensibles et exigent de la prudence. Vérifiez quelles lois sur la protection de la vie privée s'appliquent à votre organisation et assurez-vous que vos procédures les respectent. Expliquez aux clients, en termes simples, les conditions d'utilisation et l'avis de confidentialité. Ne recueillez et ne transmettez que l'essentiel, et contrôlez qui peut consulter les dossiers et les rapports.",
    },
    {
      title: 'Faire connaître le programme',
      points: [
        'Affiches et dépliants dans vos locaux',
        'Réseaux sociaux et contenu pour votre site Web',
        "Des membres du personnel qui s'en font les champions",
        "Des messages pour les partenaires d'orientation",
      ],
      script:
        "On ne peut pas utiliser un service dont on n'a jamais entendu parler. La section promotionnelle de cette trousse d'outils offre des affiches, des dépliants et du contenu prêt à publier sur les réseaux sociaux. Placez le matériel là où clients et familles le verront, et ajoutez le programme en ligne à votre site Web. Un personnel enthousiaste qui en parle reste souvent la meilleure promotion.",
    },
    {
      title: 'Mesurer le succès',
      points: [
        'Adhésion : combien de clients commencent',
        'Participation : bilans de progression remplis',
        'Résultats présentés dans les rapports',
        'Rétroaction des clients et du personnel',
      ],
      script:
        "Décidez tôt comment vous mesurerez le succès. Suivez l'adhésion, c'est-à-dire le nombre de personnes qui s'inscrivent et commencent. Observez la participation, par exemple le nombre de bilans de progression remplis. Servez-vous des rapports de progression pour suivre des résultats comme la baisse de la consommation. Enfin, demandez l'avis des clients et du personnel, car les chiffres ne disent pas tout.",
    },
    {
      title: 'Revoir et améliorer',
      points: [
        'Revoir les résultats à intervalles réguliers',
        'Ajuster les trajectoires, le personnel et la promotion',
        'Partager les leçons apprises entre équipes',
      ],
      script:
        "La mise en œuvre n'est pas un événement ponctuel. Revoyez vos résultats à intervalles réguliers, par exemple chaque trimestre, avec votre groupe de mise en œuvre. Servez-vous de ce que vous apprenez pour ajuster les trajectoires d'orientation, le personnel et la promotion. Soulignez ce qui fonctionne et partagez les leçons apprises avec les autres équipes et vos partenaires. De petites améliorations constantes bâtissent un service durable.",
    },
    {
      title: 'Votre plan de mise en œuvre',
      points: [
        'Préparation évaluée et gouvernance en place',
        'Rôles définis et personnel formé',
        'Trajectoires, vie privée et promotion planifiées',
        'Indicateurs choisis et révisions prévues',
      ],
      script:
        "En résumé, un bon plan de mise en œuvre couvre chacun de ces volets. Évaluez l'état de préparation et mettez en place la gouvernance. Définissez les rôles et formez votre personnel. Planifiez les trajectoires d'entrée et de sortie, protégez la vie privée des clients et faites connaître le programme en ligne. Enfin, choisissez vos indicateurs et prévoyez des révisions régulières. Testez maintenant vos connaissances.",
    },
  ],
  questions: [
    {
      title: "Lesquels de ces éléments aident à mesurer le succès de la mise en œuvre ? Cochez toutes les réponses qui s'appliquent.",
      answers: [
        "Le nombre de clients qui s'inscrivent et commencent",
        'Le nombre de bilans de progression remplis',
        'La rétroaction des clients et du personnel',
        'La superficie de vos bureaux',
        'Le nombre de réunions du personnel',
      ],
    },
    { title: "Le code de service de formation peut être remis aux clients pour qu'ils essaient d'abord le programme." },
    {
      title: 'Qui coordonne habituellement la mise en œuvre au quotidien ?',
      answers: ['Un responsable de la mise en œuvre désigné', 'Chaque client individuellement', "Les partenaires d'orientation"],
    },
  ],
};
