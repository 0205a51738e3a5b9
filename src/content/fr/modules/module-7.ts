import type { ModuleTexts } from '@/content/texts';

export const module7: ModuleTexts<'7'> = {
  title: 'Conclusion et prochaines étapes',
  progressTitle: 'Conclusion',
  slides: [
    {
      title: 'Conclusion et prochaines étapes',
      points: [
        'Un retour sur la formation',
        'Les ressources à utiliser par la suite',
        'Les tests de connaissances et votre certificat',
        "Où obtenir de l'aide",
      ],
      script:
        "Félicitations, vous êtes arrivé au dernier module. Vous avez parcouru beaucoup de chemin, du fonctionnement du programme en ligne jusqu'à la sécurité des clients et à leur accompagnement. Dans cette courte conclusion, nous vous orientons vers les ressources de la trousse d'outils, nous expliquons les tests de connaissances et votre certificat, et nous indiquons où obtenir de l'aide pour mettre vos apprentissages en pratique.",
    },
    {
      title: "Les ressources de la trousse d'outils",
      points: [
        'Présentations et tutoriels vidéo',
        'Manuels, guides et foire aux questions',
        'Affiches, dépliants et certificats pour les clients',
        'Études de cas et données de recherche',
      ],
      script:
        "La trousse d'outils reste votre référence bien après cette formation. Elle contient des présentations et des tutoriels vidéo, les manuels d'intervention individuelle et de groupe, des guides pratiques et une foire aux questions. Vous y trouverez aussi des affiches et des dépliants pour faire connaître le programme, des certificats pour les clients, des études de cas et un résumé des données de recherche.",
    },
    {
      title: 'Les tests de connaissances',
      points: [
        'Trois questions à la fin de chaque module',
        'Les trois réponses doivent être correctes',
        'Accessible une fois les diapositives terminées',
        'Autant de tentatives que vous le souhaitez',
      ],
      script:
        "Chaque module se termine par un court test de connaissances de trois questions. Pour le réussir, vous devez répondre correctement aux trois. Le test devient accessible une fois les diapositives du module terminées. Si vous ne réussissez pas du premier coup, revoyez simplement les diapositives et réessayez. Le nombre de tentatives n'est pas limité.",
    },
    {
      title: 'Votre certificat',
      points: [
        'Réussir les sept tests de connaissances',
        'Télécharger le certificat depuis la page de synthèse',
        'Ajouter votre nom si vous le souhaitez',
        'Le conserver comme preuve de formation',
      ],
      script:
        'Lorsque vous avez réussi les tests de connaissances des sept modules, votre certificat est débloqué. Téléchargez-le depuis la page de synthèse du module. Vous pouvez y ajouter votre nom avant le téléchargement si vous le souhaitez. Conservez ce certificat comme trace de votre formation, et transmettez-le à votre gestionnaire si votre organisation demande une preuve de formation.',
    },
    {
      title: "Où obtenir de l'aide",
      points: [
        'Le responsable de la mise en œuvre de votre organisation',
        'La foire aux questions et le guide de soutien',
        'Le bouton de rétroaction de chaque module',
      ],
      script:
        "Si vous avez des questions, adressez-vous d'abord au responsable de la mise en œuvre de votre organisation, qui connaît le fonctionnement du programme en ligne dans votre service. La foire aux questions et le guide d'accès au soutien répondent à bien des questions courantes. Et si un élément de cette formation pouvait être amélioré, utilisez le bouton de rétroaction de n'importe quel module. Merci de votre participation.",
    },
  ],
  questions: [
    {
      title: "Vous devez répondre correctement aux trois questions pour réussir le test de connaissances d'un module.",
    },
    {
      title: "Qu'est-ce qui débloque votre certificat téléchargeable ?",
      answers: [
        'La réussite des tests de connaissances des sept modules',
        'La fin des diapositives du premier module',
        'La réussite de trois tests de connaissances au choix',
        "L'inscription de votre premier client",
      ],
    },
    {
      title: "Que trouve-t-on dans la trousse d'outils ? Cochez toutes les réponses qui s'appliquent.",
      answers: [
        "Des manuels d'intervention individuelle et de groupe",
        "Des études de cas d'autres services",
        'Des affiches et des dépliants pour faire connaître le programme',
        'Les dossiers de traitement personnels des clients',
        'Un code de service de formation à remettre aux clients',
      ],
    },
  ],
};
