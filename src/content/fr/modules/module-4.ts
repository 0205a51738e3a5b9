import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module4: ModuleTexts<'4'> = {
  title: 'Accompagner les clients dans le programme en ligne',
  progressTitle: 'Accompagner les clients',
  slides: [
    {
      title: 'Accompagner les clients',
      points: [
        'Votre rôle aux côtés du programme en ligne',
        'Les suivis et les conversations motivationnelles',
        'Rapports de progrès, écarts et engagement',
        'Séances de groupe et tenue de dossiers',
      ],
      script:
        "Ce module porte sur le soutien que vous offrez pendant que les clients utilisent le programme en ligne. C'est le plus long module, car votre soutien change vraiment les résultats. Nous aborderons votre rôle, les suivis, les conversations motivationnelles, l'examen des rapports de progrès, la réponse aux écarts, le maintien de l'engagement, les séances de groupe et la tenue de dossiers.",
    },
    {
      title: 'Votre rôle aux côtés du programme',
      points: [
        'Le programme enseigne, vous aidez à mettre en pratique',
        'Guider, encourager et résoudre des problèmes',
        "Repérer les risques et orienter vers d'autres services",
      ],
      script:
        "Le programme offre un contenu structuré, mais on change grâce aux relations autant qu'à l'information. Votre rôle est de guider et d'encourager les clients, et de les aider à appliquer ce qu'ils apprennent à leur propre vie. Vous repérez aussi les clients qui ont besoin de plus que ce que le programme peut offrir, et vous les orientez vers d'autres services. Voyez-vous comme un coach aux côtés du programme.",
    },
    {
      title: 'Bâtir une alliance de travail',
      points: [
        'Être chaleureux, respectueux et sans jugement',
        "S'entendre sur les objectifs et les moyens d'y arriver",
        'Être fiable et tenir ses engagements',
      ],
      script:
        "Une solide alliance de travail est l'un des meilleurs prédicteurs de bons résultats. Soyez chaleureux, respectueux et sans jugement. Entendez-vous avec le client sur ce qu'il souhaite accomplir, et sur la façon dont le programme et votre soutien l'y aideront. Soyez fiable, appelez au moment prévu et donnez suite à vos promesses. De petits gestes constants bâtissent vite la confiance.",
    },
    {
      title: 'Le premier suivi',
      points: [
        "Dans la semaine suivant l'inscription",
        'Demander comment se sont passées la connexion et la séance',
        'Régler tôt les problèmes techniques',
        'Convenir de la façon de rester en contact',
      ],
      script:
        "Le premier suivi devrait avoir lieu dans la semaine qui suit l'inscription. Demandez comment se sont passées la première connexion et la première séance, et réglez vite les problèmes techniques, une cause fréquente d'abandon. Explorez ce que le client espère retirer du programme. Enfin, convenez de la façon de rester en contact et du moment. La vidéo présente un exemple de premier suivi.",
    },
    {
      title: 'Planifier des suivis réguliers',
      points: [
        'Courts, planifiés et prévisibles',
        'Par téléphone, en vidéo ou en personne, au choix du client',
        'Juste après chaque bilan de progrès aux deux semaines',
      ],
      script:
        "Les suivis réguliers maintiennent le lien avec les clients. Ils peuvent être brefs, souvent de quinze à vingt minutes, mais ils doivent être planifiés et prévisibles. Utilisez le téléphone, la vidéo ou les rencontres en personne, selon la préférence du client. Il est utile de placer les suivis juste après chaque bilan de progrès, pour examiner ensemble le nouveau rapport pendant qu'il est récent.",
    },
    {
      title: 'Les conversations motivationnelles',
      points: [
        'Les questions ouvertes invitent le client à réfléchir',
        'La valorisation reconnaît les forces et les efforts',
        "L'écoute réflective montre que vous avez compris",
        'Les résumés rassemblent les points clés',
      ],
      script:
        "Les conversations motivationnelles reposent sur quatre compétences de base. Les questions ouvertes invitent les clients à réfléchir et à s'exprimer. La valorisation reconnaît leurs forces et leurs efforts. L'écoute réflective montre que vous avez compris et aide les clients à entendre leurs propres raisons de changer. Les résumés rassemblent les points clés et font avancer la conversation. Évitez de faire la morale ou d'argumenter, ce qui accroît la résistance.",
    },
    {
      title: "Explorer l'ambivalence",
      points: [
        'Les sentiments partagés face au changement sont normaux',
        'Explorer les deux côtés sans prendre parti',
        'Laisser le client exprimer ses raisons de changer',
      ],
      script:
        "La plupart des clients sont partagés face au changement. Une partie d'eux veut changer, et une autre tient à ce que les substances leur apportent. C'est normal. Explorez les deux côtés avec curiosité plutôt que de plaider vous-même pour le changement. Quand les clients expriment leurs propres raisons de changer, leur engagement grandit. La vidéo montre un intervenant qui explore l'ambivalence avec une cliente.",
    },
    {
      title: 'Renforcer le discours de changement',
      points: [
        'Repérer le désir, la capacité, les raisons et le besoin',
        'Le refléter et demander des précisions',
        "Remarquer le langage d'engagement et s'en servir",
      ],
      script:
        "Le discours de changement regroupe tout ce que le client dit en faveur du changement. Soyez attentif à son désir, à sa capacité, à ses raisons et à son besoin de changer. Quand vous l'entendez, reflétez-le et demandez des précisions, par exemple ce qu'il a remarqué d'autre. Quand ce discours prend de la place, repérez les signes d'engagement et aidez le client à les traduire en prochaines étapes concrètes.",
    },
    {
      title: 'Examiner les rapports de progrès',
      points: ['Un nouveau rapport toutes les deux semaines', 'Le lire avant le suivi', 'Le parcourir avec le client, et non à sa place'],
      script:
        "Un nouveau rapport de progrès est disponible toutes les deux semaines, après chaque bilan. Lisez-le avant votre suivi pour repérer les changements et préparer vos questions. Parcourez-le ensuite avec le client en lui demandant ce qu'il en pense, plutôt que de lui présenter vos conclusions. La vidéo présente un exemple de rapport de progrès et les principales sections à examiner.",
    },
    {
      title: 'Interpréter les tendances',
      points: [
        "Regarder l'orientation, pas un résultat isolé",
        "Comparer la consommation, l'humeur et les envies",
        'Demander au client ce qui explique les changements',
      ],
      script:
        "Lorsque vous lisez un rapport, observez l'orientation du changement sur plusieurs bilans plutôt qu'un seul résultat. Comparez la consommation avec l'humeur et les envies, car elles évoluent souvent ensemble. Si un élément ressort, demandez au client ce qui l'explique selon lui. Son point de vue révèle souvent des déclencheurs ou des forces que les chiffres seuls ne montrent pas.",
    },
    {
      title: 'Souligner les progrès',
      points: [
        'Reconnaître chaque certificat obtenu',
        'Valoriser les efforts autant que les résultats',
        'Relier les progrès aux objectifs du client',
      ],
      script:
        "Chaque bilan de progrès s'accompagne aussi d'un certificat. Prenez le temps de le souligner. Valorisez les efforts autant que les résultats, car terminer des séances et noter ses envies sont des réussites en soi. Reliez les progrès aux objectifs et aux valeurs du client. Célébrer les petites victoires renforce la confiance et aide les clients à persévérer.",
    },
    {
      title: 'Quand survient un écart',
      points: ['Les écarts sont fréquents et prévisibles', "Un écart n'est pas une rechute", "Chaque écart est une occasion d'apprendre"],
      script:
        "Les écarts font souvent partie du rétablissement. Un écart est un épisode isolé de consommation après une période de changement, et il ne mène pas forcément à une rechute complète. La façon d'y réagir compte beaucoup. Vu comme une occasion d'apprendre, un écart peut renforcer le plan du client. La vidéo explique la différence entre un écart et une rechute.",
    },
    {
      title: 'Réagir sans jugement',
      points: ['Rester calme et curieux', 'Remercier le client de sa franchise', "Éviter le blâme, qui accroît la honte et l'abandon"],
      script:
        "Lorsqu'un client vous parle d'un écart, restez calme et curieux. Remerciez-le de vous en avoir parlé, car l'honnêteté est une force. Évitez le blâme ou la déception, qui accroissent la honte et le risque d'abandon. Demandez ce qui s'est passé dans les heures précédentes et ce que le client a remarqué dans ses pensées et ses émotions. La vidéo montre une réaction bienveillante à un écart.",
    },
    {
      title: 'Revoir le plan après un écart',
      points: [
        'Cerner le déclencheur et les signes avant-coureurs',
        'Choisir une stratégie à essayer la prochaine fois',
        'Mettre à jour ensemble le plan de prévention de la rechute',
      ],
      script:
        "Après avoir exploré l'écart, mettez à jour le plan avec le client. Cernez le déclencheur et les premiers signes avant-coureurs. Choisissez une ou deux stratégies d'adaptation à essayer la prochaine fois, et ajoutez-les au plan de prévention de la rechute dans le programme. Convenez de votre prochain suivi. La vidéo montre un intervenant et un client qui mettent le plan à jour ensemble à l'écran.",
    },
    {
      title: 'Reconnaître les risques',
      points: [
        "Risque de surdose, d'automutilation ou de préjudice à autrui",
        "Vigilance accrue si la prise d'opioïdes reprend après une pause",
        'Suivre les procédures de sécurité de votre organisation',
      ],
      script:
        "Certaines situations exigent plus que ce que le programme peut offrir. Soyez attentif aux signes de risque de surdose, aux idées d'automutilation ou au risque de préjudice à autrui. Redoublez de vigilance quand un client reprend des opioïdes après une période sans consommation, car sa tolérance sera plus faible. Dans tous ces cas, suivez les procédures de sécurité de votre organisation et intervenez sans tarder.",
    },
    {
      title: "Stratégies d'engagement",
      points: [
        'Envoyer de brefs rappels personnalisés',
        'Relier les séances aux objectifs du client',
        'Intégrer les séances à la routine quotidienne',
      ],
      script:
        "L'engagement a tendance à diminuer après les premières semaines. De brefs rappels personnalisés aident, surtout lorsqu'ils font écho à une chose que le client a dite. Reliez les prochaines séances aux objectifs du client, et aidez-le à trouver un moment régulier dans sa routine pour utiliser le programme. La vidéo présente des idées concrètes d'intervenants expérimentés pour favoriser l'engagement.",
    },
    {
      title: 'Renouer avec les clients moins présents',
      points: [
        'Communiquer après un suivi ou un bilan manqué',
        'Garder un ton chaleureux et sans pression',
        "Faciliter le retour, peu importe la durée de l'absence",
      ],
      script:
        "Si un client ne donne plus de nouvelles, communiquez avec lui après un suivi ou un bilan manqué plutôt que d'attendre. Gardez un ton chaleureux et sans pression, et faites-lui savoir que la porte reste ouverte. Facilitez son retour, peu importe la durée de l'absence. Bien des clients reviennent lorsqu'ils se sentent bienvenus, et le programme conserve leurs progrès pour qu'ils reprennent là où ils étaient.",
    },
    {
      title: 'Les séances de groupe',
      points: [
        "Le soutien des pairs réduit l'isolement",
        'Les groupes renforcent les compétences du programme',
        'Huit séances sont recommandées',
      ],
      script:
        "Les séances de groupe ajoutent le soutien des pairs au programme en ligne. Entendre des personnes aux expériences semblables réduit l'isolement et la honte, et pratiquer les compétences ensemble aide à les ancrer. Une série de huit séances de groupe est recommandée, chacune liée à un thème du programme. Les groupes fonctionnent mieux en complément des suivis individuels, plutôt qu'à leur place.",
    },
    {
      title: 'Animer le groupe de huit séances',
      points: [
        'Établir les règles du groupe dès la première séance',
        'Suivre les thèmes du programme sur les huit séances',
        'Faire un suivi auprès des personnes absentes',
      ],
      script:
        "Dès la première séance, établissez des règles de groupe sur la confidentialité, le respect et la sécurité. Au fil des huit séances, suivez les thèmes du programme, de la motivation et des déclencheurs jusqu'aux stratégies d'adaptation et au maintien des acquis. Équilibrez partage et pratique des compétences. Faites un suivi individuel auprès de toute personne absente. La vidéo présente un extrait de séance de groupe.",
    },
    {
      title: 'La tenue de dossiers',
      points: [
        'Consigner chaque suivi et les décisions clés',
        "Noter l'examen des rapports et les mesures liées aux risques",
        'Respecter les règles de votre organisation sur les dossiers',
      ],
      script:
        "De bons dossiers favorisent des soins sécuritaires et cohérents. Consignez chaque suivi, les principaux sujets abordés et les décisions prises. Notez quand vous examinez un rapport de progrès et tout changement apporté au plan du client. Documentez toujours les préoccupations liées aux risques et les mesures prises. Respectez les règles de votre organisation sur la tenue de dossiers, le consentement et l'échange d'information.",
    },
    {
      title: 'Messages clés',
      points: [
        'Votre soutien rend le programme plus efficace',
        'Utiliser les compétences motivationnelles et revoir les rapports',
        'Réagir aux écarts avec curiosité, sans blâme',
        'Offrir huit séances de groupe et bien documenter',
      ],
      script:
        "Pour conclure, votre soutien rend le programme en ligne plus efficace. Bâtissez une solide alliance, faites des suivis réguliers et utilisez les conversations motivationnelles. Examinez les rapports de progrès avec les clients toutes les deux semaines. Réagissez aux écarts avec curiosité plutôt qu'avec blâme, et agissez vite face aux risques. Proposez les huit séances de groupe recommandées au besoin, et tenez des dossiers clairs. Bravo d'avoir terminé ce module.",
    },
  ],
  questions: [
    {
      title: "Parmi les éléments suivants, lesquels sont des compétences de base d'une conversation motivationnelle?",
      answers: [
        'Les questions ouvertes',
        "L'écoute réflective",
        'La valorisation',
        'Plaider pour le changement quand le client hésite',
        'Faire la morale sur les risques de la consommation',
      ],
    },
    {
      title: 'Combien de séances de thérapie de groupe sont recommandées en complément du programme en ligne?',
      answers: ['Quatre', 'Six', 'Huit', 'Douze'],
    },
    {
      title:
        "Après un écart, l'intervenant et le client devraient revoir ensemble ce qui s'est passé et mettre à jour le plan de prévention de la rechute.",
    },
  ],
};

/** Ce que dit le clip de chaque diapositive (ses sous-titres), par numéro : seul le générateur de médias les lit (../media.ts). */
export const module4Clips: ModuleClips<'4'> = {
  4: "Quelques jours après l'inscription, une intervenante appelle un client, lui demande comment s'est passée la première séance, l'aide à réinitialiser un mot de passe oublié et convient d'une heure d'appel hebdomadaire.",
  7: "Un intervenant demande à une cliente ce que le cannabis lui apporte et ce qu'il lui coûte, puis lui reflète qu'elle souhaite mieux dormir et passer plus de temps avec ses enfants.",
  9: "Présentation d'un exemple de rapport de progrès, avec les jours de consommation, l'évolution de l'humeur et des envies au cours des deux dernières semaines, l'atteinte des objectifs et le certificat obtenu.",
  12: "Une courte explication. Un écart est un faux pas après une période de changement, une rechute est un retour aux anciennes habitudes, et une réaction rapide et bienveillante aide à éviter que l'un mène à l'autre.",
  13: "Un client confie à son intervenante qu'il a beaucoup bu pendant la fin de semaine. Elle le remercie de son honnêteté et lui demande doucement ce qui a mené à cette situation.",
  14: 'Une intervenante et un client ouvrent ensemble le plan de prévention de la rechute, ajoutent le vendredi soir comme moment à risque et décident de prévoir une activité avec un ami.',
  16: "Des intervenants partagent leurs idées. Un court message personnel après une séance manquée, un lien entre la prochaine séance et l'objectif du client, et un moment fixe chaque semaine pour le programme.",
  19: "Extrait d'une séance de groupe. L'animatrice revoit les règles du groupe, puis les participants se mettent en paires pour s'exercer à refuser un verre.",
};
