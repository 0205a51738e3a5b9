import type { ModuleTexts } from '@/content/texts';

export const module2: ModuleTexts<'2'> = {
  title: 'Bien démarrer avec le programme en ligne',
  progressTitle: 'Bien démarrer',
  slides: [
    {
      title: 'Bien démarrer',
      points: [
        'Les codes de service et leur utilité',
        "L'inscription d'un client, étape par étape",
        'Première connexion, consentement et confidentialité',
      ],
      script:
        "Ce module présente ce dont vous avez besoin pour aider les clients à démarrer dans le programme en ligne. Nous verrons les deux types de codes de service, les étapes de l'inscription d'un client, le déroulement de sa première connexion et la façon dont le consentement et la confidentialité sont gérés. À la fin, vous devriez vous sentir prêt à inscrire votre premier client.",
    },
    {
      title: 'Le code de service de votre organisation',
      points: [
        'Remis à votre organisation lors de son adhésion',
        'Les clients le saisissent pour créer leur compte',
        'Relie les clients et leurs rapports à votre organisation',
        'Réservé à votre service, tout usage abusif est à signaler',
      ],
      script:
        "L'accès au programme en ligne nécessite un code de service. Votre organisation reçoit son propre code lorsqu'elle adhère au programme. Les clients saisissent ce code en créant leur compte, ce qui les relie à votre organisation afin que vous puissiez les accompagner et consulter leurs rapports de progrès. Ne communiquez ce code qu'aux clients inscrits, et avisez votre responsable si vous soupçonnez un usage abusif.",
    },
    {
      title: 'Le code de service de formation',
      points: [
        "Permet au personnel d'explorer le programme en toute sécurité",
        "Donne accès à une version d'essai avec du contenu fictif",
        'Ne jamais remettre le code de formation aux clients',
        "Les clients utilisent toujours le code de l'organisation",
      ],
      script:
        "Il existe aussi un code de service de formation distinct. Il permet au personnel d'explorer le programme et de se familiariser avec ses séances et ses outils sans créer de véritable dossier client. Le code de formation ne doit jamais être remis aux clients. Un client inscrit avec ce code ne serait pas relié à votre organisation, et vous ne pourriez ni l'accompagner ni voir ses progrès.",
    },
    {
      title: "L'inscription d'un client",
      points: [
        'Vérifier que le programme répond aux besoins du client',
        'Expliquer le fonctionnement du programme et du soutien',
        "Remettre le code de service de l'organisation",
        'Fixer la date du premier suivi',
      ],
      script:
        "L'inscription commence par une conversation. Vérifiez que le programme répond aux besoins du client selon les critères d'admissibilité de votre organisation. Expliquez le fonctionnement du programme, le soutien que vous offrirez et le fait que les bilans de progrès ont lieu toutes les deux semaines. Remettez ensuite au client le code de service de votre organisation, et fixez la date du premier suivi pour qu'il sache quand vous le contacterez.",
    },
    {
      title: 'La première connexion',
      points: [
        'Le client saisit le code de service et crée son compte',
        "Il prend connaissance du consentement et l'accepte",
        'Il remplit un court questionnaire de départ',
        'Il peut commencer la première séance aussitôt',
      ],
      script:
        "Lors de sa première connexion, le client saisit le code de service de l'organisation et crée un compte personnel. Il reçoit de l'information sur le consentement et la confidentialité, qu'il doit accepter avant de poursuivre. Il remplit ensuite un court questionnaire sur sa consommation et son bien-être, qui servira de point de comparaison pour les bilans suivants. Il peut alors commencer la première séance.",
    },
    {
      title: 'Consentement et confidentialité',
      points: [
        'La participation est volontaire et peut cesser en tout temps',
        "Expliquer ce que l'intervenant peut consulter",
        'Des données gérées selon vos politiques de confidentialité',
        "Respecter les règles locales sur l'échange d'information",
      ],
      script:
        "Le consentement doit être éclairé. Avant l'inscription, expliquez que la participation est volontaire et que le client peut arrêter en tout temps. Précisez ce que vous pourrez consulter, comme ses rapports de progrès, et la façon dont ses renseignements sont conservés et protégés. Respectez les politiques de confidentialité de votre organisation et les règles locales sur l'échange d'information avec d'autres services.",
    },
    {
      title: 'Prêt à commencer',
      points: [
        "Savoir où trouver le code de service de l'organisation",
        'Réserver le code de formation au personnel',
        'Aborder le consentement avant la première connexion',
        "Fixer le premier suivi dès l'inscription",
      ],
      script:
        "En résumé, sachez où trouver le code de service de votre organisation et réservez le code de formation au personnel. Inscrivez les clients au moyen d'une conversation qui aborde la pertinence du programme, le fonctionnement du soutien, le consentement et la confidentialité. Fixez le premier suivi dès l'inscription. Dans le prochain module, nous examinerons le programme de l'intérieur.",
    },
  ],
  questions: [
    {
      title: "Parmi les éléments suivants, lesquels font partie de l'inscription d'un client?",
      answers: [
        'Vérifier que le programme répond aux besoins du client',
        "Remettre au client le code de service de l'organisation",
        'Fixer la date du premier suivi',
        'Remettre au client le code de service de formation',
        'Choisir le mot de passe du client à sa place',
      ],
    },
    {
      title: "Le code de service de formation peut être remis aux clients qui souhaitent d'abord explorer le programme.",
    },
    {
      title: 'Que saisit le client lors de sa première connexion pour créer son compte?',
      answers: [
        "Le code de service de l'organisation",
        'Le code de service de formation',
        "L'adresse courriel de son intervenant",
        'Un numéro de recommandation',
      ],
    },
  ],
};
