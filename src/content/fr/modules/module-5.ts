import type { ModuleClips, ModuleTexts } from '@/content/texts';

export const module5: ModuleTexts<'5'> = {
  title: 'Sécurité, risque et orientation',
  progressTitle: 'Sécurité et risque',
  slides: [
    {
      title: 'Sécurité, risque et orientation',
      points: [
        'Repérer le risque tôt',
        'Bien réagir en situation de crise',
        'Savoir quand le programme en ligne ne suffit pas',
        'Intensifier les soins et orienter la personne',
      ],
      script:
        "Bienvenue dans ce module sur la sécurité, le risque et l'orientation. Le programme en ligne convient à de nombreuses personnes capables d'avancer surtout seules, avec le soutien d'un intervenant. Certains clients auront toutefois besoin de plus. Dans les prochaines minutes, nous verrons comment repérer le risque, comment réagir en situation de crise et comment intensifier les soins lorsque le programme en ligne ne suffit pas.",
    },
    {
      title: 'Repérer le risque',
      points: [
        'Consommation croissante ou plus dangereuse',
        'Risque de surdose, notamment après une pause',
        "Idées suicidaires ou d'automutilation",
        'Sevrage à risque et enjeux de protection',
      ],
      script:
        "Le risque peut évoluer rapidement, alors restez attentif à chaque contact. Surveillez une consommation qui augmente ou devient plus dangereuse, comme le mélange de substances. La tolérance diminue après une période sans opioïdes, ce qui accroît le risque de surdose. Prenez au sérieux toute mention de suicide ou d'automutilation. Le sevrage d'alcool peut être médicalement dangereux. La sécurité des enfants ou du conjoint compte aussi.",
    },
    {
      title: 'Où le risque apparaît dans le programme en ligne',
      points: [
        'Les bilans de progression toutes les deux semaines',
        "Les messages et les suivis avec l'intervenant",
        'Une baisse soudaine de participation',
        "Les inquiétudes de la famille ou d'autres services",
      ],
      script:
        "Le programme en ligne offre plusieurs occasions de repérer le risque. Les clients remplissent un bilan de progression toutes les deux semaines, et un changement marqué dans la consommation ou l'humeur est un signal pour prendre contact. Les messages et les suivis peuvent aussi révéler une détresse. Un client qui cesse soudain de se connecter est peut-être simplement occupé, mais cela peut aussi signifier que les choses se compliquent.",
    },
    {
      title: "Réagir à un signal d'alerte",
      points: [
        'Agir sur le signal le jour même',
        'Parler directement avec le client',
        "Convenir ensemble d'un plan de sécurité",
        'Consigner ce qui a été fait et pourquoi',
      ],
      script:
        "Ce court extrait montre une intervenante qui réagit à un signal d'alerte dans un bilan de progression. Remarquez qu'elle agit le jour même, qu'elle parle directement avec le client plutôt que de se contenter d'un message, et qu'elle convient avec lui d'un plan de sécurité simple. Ensuite, elle consigne ce qui s'est passé et prévoit un suivi. Un contact rapide et personnel fait souvent toute la différence.",
    },
    {
      title: 'Réagir en situation de crise',
      points: [
        "Vérifier d'abord s'il y a un danger immédiat",
        "Appeler les services d'urgence si une vie est en jeu",
        'Rester avec la personne et garder son calme',
        'Suivre le protocole de crise local',
      ],
      script:
        "Si un client est en crise, demandez-vous d'abord si quelqu'un est en danger immédiat. Si une vie est en jeu, communiquez sans attendre avec les services d'urgence. Dans la mesure du possible, restez avec la personne, parlez calmement et écoutez. Suivez ensuite pas à pas le protocole de crise de votre organisation, informez votre superviseur et notez ce qui s'est passé dès que possible.",
    },
    {
      title: "Connaître à l'avance les ressources de crise",
      points: [
        "Services d'urgence et lignes de crise locales",
        'Équipes de crise en santé mentale',
        'Services de gestion du sevrage',
        'Une liste de contacts à jour et partagée',
      ],
      script:
        "Une crise n'est pas le moment de chercher des numéros de téléphone. Avant de commencer à travailler avec des clients, repérez les ressources de crise de votre région, notamment les services d'urgence, les lignes de crise locales, les équipes de crise en santé mentale et les services de gestion du sevrage. Tenez la liste à jour, rendez-la facile à trouver et remettez les numéros utiles aux clients dès le départ.",
    },
    {
      title: 'Quand le programme en ligne ne suffit pas',
      points: [
        'Un sevrage sous supervision médicale est nécessaire',
        "Symptômes de santé mentale graves ou qui s'aggravent",
        'Le risque reste élevé malgré un plan de sécurité',
        'Besoins complexes de santé physique ou sociaux',
      ],
      script:
        "Le programme en ligne est efficace pour beaucoup de gens, mais ce n'est pas le bon niveau de soins pour tout le monde. Il ne suffit pas à lui seul lorsqu'un client a besoin d'un sevrage sous supervision médicale, lorsque des symptômes de santé mentale sont graves ou s'aggravent, ou lorsque le risque reste élevé malgré un plan de sécurité. Des besoins complexes peuvent aussi exiger un soutien plus intensif.",
    },
    {
      title: 'Intensifier les soins',
      points: [
        'Un palier dans un modèle de soins par paliers',
        'Passer à un soutien plus intensif au besoin',
        'Le programme en ligne peut se poursuivre en parallèle',
        'Revenir à un palier inférieur quand la personne est prête',
      ],
      script:
        "Voyez le programme en ligne comme un palier dans un modèle de soins par paliers. Lorsqu'un client a besoin de plus, vous intensifiez les soins, par exemple vers du counseling en personne, un programme de jour ou un service résidentiel. Intensifier ne veut pas dire arrêter. Beaucoup de clients gagnent à poursuivre le programme en ligne en parallèle, et ils peuvent revenir à un palier inférieur lorsqu'ils sont prêts.",
    },
    {
      title: 'Bien orienter un client',
      points: [
        'Expliquer la raison et obtenir le consentement',
        "Ne transmettre que l'information nécessaire",
        'Faire un transfert accompagné si possible',
        'Faire un suivi pour confirmer le lien établi',
      ],
      script:
        "Une bonne orientation, c'est plus qu'un formulaire. Expliquez au client pourquoi vous la proposez et demandez son consentement. Transmettez l'information dont le service d'accueil a besoin, et rien de plus. Si possible, faites un transfert accompagné en présentant le client en personne ou par téléphone. Enfin, vérifiez que le client a bien pris contact, car on perd facilement des gens entre deux services.",
    },
    {
      title: 'Points clés à retenir',
      points: [
        'Chercher les signes de risque à chaque contact',
        "Connaître les ressources de crise avant d'en avoir besoin",
        'Intensifier les soins quand le programme ne suffit pas',
        'Orienter de façon accompagnée et toujours faire un suivi',
      ],
      script:
        "En résumé, cherchez les signes de risque à chaque contact, y compris dans les bilans de progression et les messages. Connaissez les ressources de crise avant d'en avoir besoin et agissez vite devant un signal d'alerte. Lorsque le programme en ligne ne suffit pas, intensifiez les soins, en le maintenant en parallèle si c'est utile. Orientez de façon accompagnée et faites toujours un suivi. Testez maintenant vos connaissances.",
    },
  ],
  questions: [
    {
      title: 'Que devez-vous faire en premier si un client est en danger immédiat ?',
      answers: [
        "Appeler les services d'urgence et suivre votre protocole de crise",
        'Envoyer un message et le revoir au prochain bilan de progression',
        'Suggérer au client de refaire la séance en cours',
        'Fermer le compte du client dans le programme en ligne',
      ],
    },
    { title: 'Un client qui passe à des soins plus intensifs peut poursuivre le programme en ligne en parallèle.' },
    {
      title:
        "Lesquels de ces éléments indiquent que le programme en ligne seul pourrait ne pas suffire ? Cochez toutes les réponses qui s'appliquent.",
      answers: [
        "Le client a besoin d'un sevrage sous supervision médicale",
        "Les symptômes de santé mentale du client sont graves ou s'aggravent",
        'Le risque reste élevé malgré un plan de sécurité',
        'Le client a rempli son bilan de progression à temps',
        'Le client préfère utiliser le programme en soirée',
      ],
    },
  ],
};

/** Ce que dit le clip de chaque diapositive (ses sous-titres), par numéro : seul le générateur de médias les lit (../media.ts). */
export const module5Clips: ModuleClips<'5'> = {
  4: "Une intervenante constate que le dernier bilan de progression d'un client montre une consommation d'alcool accrue et une humeur basse ; elle l'appelle donc l'après-midi même. Ensemble, ils conviennent d'un plan de sécurité et fixent un appel de suivi plus tard dans la semaine.",
};
