import type { SectionMediaTextsOf, SectionTextsOf } from '../../texts';
import type { PdfPage } from '../../types';

const CALL_TO_ACTION = 'Renseignez-vous sur le programme en ligne auprès de votre service';

/** Versos communs aux familles de dépliants (même message, formats différents). */
const HOW_IT_WORKS: PdfPage = {
  heading: 'Comment fonctionne le programme en ligne',
  lines: [
    'Votre service local vérifie que le programme vous convient.',
    'Vous suivez de courtes séances en ligne à votre rythme, sur l’appareil de votre choix.',
    'Un intervenant formé reste en contact avec vous et vous soutient tout au long du parcours.',
    'Toutes les deux semaines, vous remplissez un court bilan et recevez un rapport de progression.',
    'Vous pouvez aussi vous joindre à un groupe en ligne avec d’autres personnes qui font des changements semblables.',
    CALL_TO_ACTION,
  ],
};

const WHAT_TO_EXPECT: PdfPage = {
  heading: 'À quoi vous attendre',
  lines: [
    'Un soutien confidentiel pour l’usage problématique d’alcool ou de drogues.',
    'Des outils pratiques pour gérer les envies, le stress et les situations difficiles.',
    'Des objectifs que vous choisissez, avec un intervenant qui vous écoute sans jugement.',
    'Des certificats pour reconnaître vos progrès.',
    'Le programme en ligne n’est pas un service d’urgence. En cas de crise, communiquez avec les services d’urgence locaux.',
    CALL_TO_ACTION,
  ],
};

const FOR_FAMILIES: PdfPage = {
  heading: 'Comment vous pouvez aider',
  lines: [
    'Choisissez un moment calme pour en parler, et écoutez plus que vous ne parlez.',
    'Dites-lui qu’il existe du soutien qui peut s’adapter à la vie quotidienne.',
    'Remettez-lui ce dépliant et suggérez-lui de s’adresser à son service local.',
    'Prenez soin de vous aussi : de nombreux services soutiennent également les proches.',
    CALL_TO_ACTION,
  ],
};

export const promotional: SectionTextsOf<'promotional'> = {
  title: 'Ressources promotionnelles',
  blocks: {
    overview: {
      heading: 'Vue d’ensemble',
      items: {
        text: [
          'Cette section s’adresse aux <strong>équipes du marketing et des communications</strong> qui aident le public à découvrir le programme en ligne. Vous y trouverez des affiches et des dépliants prêts à l’emploi, une courte vidéo de sensibilisation et du matériel pour les médias sociaux à utiliser dès maintenant.',
          'Les affiches et les dépliants sont offerts en plusieurs formats d’impression : affiches <em>P2</em>, dépliants <em>P5</em> et dépliants <em>P4</em> en couleur, en couleurs partielles et monochromes, pour vous permettre de choisir selon votre budget et votre imprimeur. L’affiche modifiable vous permet d’ajouter le nom et les coordonnées de votre service.',
          'Veuillez utiliser le matériel tel qu’il est fourni et garder un message simple : du soutien existe, il s’adapte à la vie quotidienne, et chacun peut se renseigner sur le programme en ligne auprès de son service local. Les lignes directrices de la marque seront bientôt ajoutées à cette page.',
        ],
      },
    },
    'engagement-video': {
      heading: 'Vidéo de sensibilisation',
      intro: ['Une courte vidéo pour les écrans de salle d’attente, les sites Web et les médias sociaux.'],
      items: { 'engagement-video': { title: 'Le rétablissement peut commencer à la maison' } },
    },
    'p2-posters': {
      heading: 'Affiches P2 (430 x 560 mm)',
      items: {
        'poster-p2-version-1': { title: 'Affiche, version 1 : Le rétablissement peut commencer à la maison' },
        'poster-p2-version-2': { title: 'Affiche, version 2 : Prêt à changer ?' },
        'poster-p2-version-3': { title: 'Affiche, version 3 : Un soutien adapté à votre vie (modifiable)' },
      },
    },
    'p5-leaflets': {
      heading: 'Dépliants P5 (140 x 210 mm)',
      items: {
        'leaflet-p5-version-1': { title: 'Dépliant, version 1 : Faites le premier pas, en ligne' },
        'leaflet-p5-version-2': { title: 'Dépliant, version 2 : Votre rétablissement, à votre rythme' },
        'leaflet-p5-version-3': { title: 'Dépliant, version 3 : Pour la famille et les amis' },
      },
    },
    'p4-full-colour': {
      heading: 'Dépliants P4 en couleur (215 x 280 mm)',
      items: {
        'leaflet-p4-full-colour-version-1': {
          title: 'Dépliant en couleur, version 1 : Une nouvelle façon d’obtenir du soutien',
        },
        'leaflet-p4-full-colour-version-2': {
          title: 'Dépliant en couleur, version 2 : Un rétablissement qui s’adapte à votre journée',
        },
      },
    },
    'p4-part-colour': {
      heading: 'Dépliants P4 en couleurs partielles (210 x 297 mm)',
      items: {
        'leaflet-p4-part-colour-version-1': {
          title: 'Dépliant en couleurs partielles, version 1 : Le changement est possible',
        },
        'leaflet-p4-part-colour-version-2': {
          title: 'Dépliant en couleurs partielles, version 2 : Du soutien sans attendre',
        },
        'leaflet-p4-part-colour-version-3': {
          title: 'Dépliant en couleurs partielles, version 3 : Pour la famille et les amis',
        },
      },
    },
    'p4-monochrome': {
      heading: 'Dépliants P4 monochromes (215 x 280 mm)',
      items: {
        'leaflet-p4-monochrome-version-1': {
          title: 'Dépliant monochrome, version 1 : Le rétablissement peut commencer à la maison',
        },
        'leaflet-p4-monochrome-version-2': { title: 'Dépliant monochrome, version 2 : Prêt à changer ?' },
        'leaflet-p4-monochrome-version-3': { title: 'Dépliant monochrome, version 3 : Pour la famille et les amis' },
      },
    },
    'social-media': {
      heading: 'Matériel pour les médias sociaux',
      intro: [
        'Téléchargez des photos de profil, des bannières, des logos et des maquettes d’appareils pour vos comptes et votre site Web. Associez-les aux mots-clics suggérés ci-dessous.',
      ],
      items: {
        'social-account-microblog': {
          alt: 'Photo de profil et bannière pour un compte de microblogage, avec le logo du programme en ligne',
          lines: ['Compte de microblogage', 'Photo de profil et bannière'],
        },
        'social-account-professional': {
          alt: 'Photo de profil et bannière pour un compte de réseau professionnel, avec le logo du programme en ligne',
          lines: ['Compte de réseau professionnel', 'Photo de profil et bannière'],
        },
        'social-account-photo': {
          alt: 'Photo de profil et bannière pour un compte de partage de photos, avec le logo du programme en ligne',
          lines: ['Compte de partage de photos', 'Photo de profil et bannière'],
        },
        'logo-colour': { alt: 'Le logo du programme en ligne en couleur', lines: ['Logo', 'En couleur'] },
        'logo-monochrome': { alt: 'Le logo du programme en ligne en une couleur', lines: ['Logo', 'Monochrome'] },
        'mockup-laptop': {
          alt: 'Le programme en ligne affiché sur un écran d’ordinateur portable',
          lines: ['Maquette pour ordinateur portable'],
        },
        'mockup-tablet': {
          alt: 'Le programme en ligne affiché sur l’écran d’une tablette',
          lines: ['Maquette pour tablette'],
        },
        'mockup-phone': {
          alt: 'Le programme en ligne affiché sur l’écran d’un téléphone mobile',
          lines: ['Maquette pour téléphone'],
        },
        'mockup-cluster': {
          alt: 'Le programme en ligne affiché côte à côte sur un ordinateur portable, une tablette et un téléphone',
          lines: ['Maquette groupée', 'Ordinateur portable, tablette et téléphone'],
        },
        hashtags: [
          '#RétablissementEnLigne',
          '#LeRétablissementEstPossible',
          '#SoutienUsageDeSubstances',
          '#DemandezÀVotreService',
          '#RétablissementÀVotreRythme',
          '#LeTraitementFonctionne',
        ],
      },
    },
    'brand-guidelines': {
      heading: 'Lignes directrices de la marque',
      intro: ['Des directives pour utiliser la marque du programme en ligne de façon cohérente sont en préparation.'],
      items: {
        'colour-palette': {
          title: 'Palette de couleurs',
          text: 'À venir : les couleurs du programme, avec leurs valeurs pour l’impression et l’écran, et des conseils sur un contraste de couleurs accessible.',
        },
        typography: {
          title: 'Typographie',
          text: 'À venir : les polices, tailles et espacements recommandés pour le matériel imprimé et numérique.',
        },
        'logo-usage': {
          title: 'Utilisation du logo',
          text: 'À venir : comment placer, dimensionner et espacer le logo, et quelles versions utiliser sur fond clair ou foncé.',
        },
      },
    },
  },
};

/** Contenu des documents générés et texte des vidéos : seul le générateur de médias les lit (../media.ts). */
export const promotionalMedia: SectionMediaTextsOf<'promotional'> = {
  'engagement-video': 'Vous pensez à réduire ou à arrêter l’alcool ou les drogues ? Le programme en ligne vous offre un soutien pratique, à la maison et à votre rythme, avec un intervenant formé à vos côtés. Renseignez-vous dès aujourd’hui auprès de votre service.',
  'poster-p2-version-1': [
    {
      heading: 'Le rétablissement peut commencer à la maison',
      lines: [
        'Le programme en ligne est un programme de traitement et de rétablissement pour l’usage problématique d’alcool et de drogues.',
        'Suivez-le à votre rythme, sur votre téléphone, votre tablette ou votre ordinateur.',
        'Un intervenant formé vous soutient à chaque étape.',
        'Confidentiel, et offert par votre service local.',
        CALL_TO_ACTION,
      ],
    },
  ],
  'poster-p2-version-2': [
    {
      heading: 'Prêt à changer ?',
      lines: [
        'Que vous vouliez réduire ou arrêter, vous n’avez pas à le faire seul.',
        'Le programme en ligne s’adapte à votre travail, à votre famille et à tout le reste de votre journée.',
        'Faites le point toutes les deux semaines et voyez le chemin parcouru.',
        CALL_TO_ACTION,
      ],
    },
  ],
  'poster-p2-version-3': [
    {
      heading: 'Un soutien adapté à votre vie',
      lines: [
        'Du soutien en ligne pour le traitement et le rétablissement de l’usage problématique d’alcool et de drogues.',
        'Avancez à votre rythme, avec un intervenant de votre côté.',
        'Joignez-vous à un groupe en ligne avec d’autres personnes qui font des changements semblables.',
        '[Ajoutez ici le nom de votre service et la façon de vous joindre]',
        CALL_TO_ACTION,
      ],
    },
  ],
  'leaflet-p5-version-1': [
    {
      heading: 'Faites le premier pas, en ligne',
      lines: [
        'Votre consommation d’alcool ou de drogues vous inquiète ?',
        'Le programme en ligne vous aide à changer, à votre rythme et dans votre propre espace.',
        'Vous fixez les objectifs. Un intervenant vous aide à les atteindre.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p5-version-2': [
    {
      heading: 'Votre rétablissement, à votre rythme',
      lines: [
        'Pas de salle d’attente. Pas de rendez-vous à heure fixe.',
        'De courtes séances en ligne à reprendre quand cela vous convient.',
        'Le soutien régulier d’une personne qui comprend.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p5-version-3': [
    {
      heading: 'Vous vous inquiétez pour un proche ?',
      lines: [
        'Il peut être difficile de voir une personne qui nous est chère avoir des difficultés avec l’alcool ou les drogues.',
        'Le programme en ligne lui offre un soutien confidentiel qu’elle peut utiliser à la maison.',
        'Il s’adapte au travail et à la vie de famille, avec un intervenant pour la guider.',
      ],
    },
    FOR_FAMILIES,
  ],
  'leaflet-p4-full-colour-version-1': [
    {
      heading: 'Une nouvelle façon d’obtenir du soutien',
      lines: [
        'Le programme en ligne offre un soutien au traitement et au rétablissement pour l’usage problématique d’alcool et de drogues.',
        'Utilisez-le sur votre téléphone, votre tablette ou votre ordinateur, quand cela vous convient.',
        'Un intervenant formé reste en contact avec vous et vous aide à garder le cap.',
        'Les petits pas mènent à de vrais changements.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-full-colour-version-2': [
    {
      heading: 'Un rétablissement qui s’adapte à votre journée',
      lines: [
        'Tôt le matin, à l’heure du dîner ou tard le soir : le programme en ligne est là quand vous l’êtes.',
        'Apprenez des façons concrètes de gérer les envies et le stress.',
        'Voyez vos progrès toutes les deux semaines et célébrez chaque étape.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-part-colour-version-1': [
    {
      heading: 'Le changement est possible',
      lines: [
        'Beaucoup de personnes changent leur relation avec l’alcool ou les drogues, et vous le pouvez aussi.',
        'Le programme en ligne vous offre une structure, des outils et un intervenant à qui parler.',
        'Commencez de chez vous, à votre rythme.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-part-colour-version-2': [
    {
      heading: 'Du soutien sans attendre',
      lines: [
        'Votre rétablissement ne devrait pas être mis en attente.',
        'Le programme en ligne vous permet de commencer plus tôt, avec le soutien d’un intervenant formé.',
        'Avancez en individuel ou joignez-vous à un groupe en ligne.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-part-colour-version-3': [
    {
      heading: 'Vous pouvez aider un proche à faire le premier pas',
      lines: [
        'Si une personne qui vous est chère a des difficultés avec l’alcool ou les drogues, le soutien est plus proche que vous ne le pensez.',
        'Le programme en ligne peut être suivi à la maison, en toute confidentialité, à son rythme.',
        'Un intervenant l’accompagne du début à la fin.',
      ],
    },
    FOR_FAMILIES,
  ],
  'leaflet-p4-monochrome-version-1': [
    {
      heading: 'Le rétablissement peut commencer à la maison',
      lines: [
        'Du soutien en ligne pour le traitement et le rétablissement de l’usage problématique d’alcool et de drogues.',
        'Avancez à votre rythme, sur l’appareil de votre choix.',
        'Un intervenant formé vous soutient du début à la fin.',
      ],
    },
    HOW_IT_WORKS,
  ],
  'leaflet-p4-monochrome-version-2': [
    {
      heading: 'Prêt à changer ?',
      lines: [
        'Réduire ou arrêter, c’est plus facile avec le bon soutien.',
        'Le programme en ligne s’adapte à votre travail, à votre famille et au reste de votre vie.',
        'Suivez vos progrès toutes les deux semaines.',
      ],
    },
    WHAT_TO_EXPECT,
  ],
  'leaflet-p4-monochrome-version-3': [
    {
      heading: 'Vous vous inquiétez pour un proche ?',
      lines: [
        'Du soutien pour l’usage problématique d’alcool et de drogues est offert en ligne.',
        'Le programme en ligne est confidentiel et peut être suivi à la maison.',
        'Un intervenant guide chaque personne tout au long du parcours.',
      ],
    },
    FOR_FAMILIES,
  ],
};
