import type { OverviewText, ResourceType } from '../types';

export const overview: Record<ResourceType, OverviewText> = {
  implementation: {
    courseOverview: [
      'Cette formation en ligne de sept modules s\'adresse aux responsables d\'organisation et aux gestionnaires de services qui se préparent à offrir le programme en ligne, un programme numérique autoguidé et fondé sur des données probantes de traitement et de rétablissement pour la consommation problématique de substances, avec le soutien d\'intervenants.',
      'La formation commence par les raisons d\'offrir un programme en ligne, les données probantes sur lesquelles il repose et son intégration à vos services actuels. Les modules suivants, communs avec la formation des intervenants, expliquent le fonctionnement du programme en ligne, le soutien offert aux clients et la gestion de la sécurité, du risque et de l\'orientation.',
      'Le sixième module vous guide dans la planification de la mise en œuvre : état de préparation, gouvernance, personnel et rôles, trajectoires d\'orientation, données et vie privée, promotion et mesure du succès. Le dernier module présente les ressources de la trousse d\'outils et vos prochaines étapes.',
    ],
    expertiseLevel: 'Niveau débutant : aucune expérience préalable des programmes numériques n\'est requise.',
    objectives: [
      'À la fin de la formation, vous serez en mesure d\'expliquer pourquoi offrir le programme en ligne dans votre organisation.',
      'À la fin de la formation, vous serez en mesure de décrire le fonctionnement du programme en ligne pour les clients et les intervenants.',
      'À la fin de la formation, vous serez en mesure de montrer comment le programme en ligne s\'intègre à vos services actuels.',
      'À la fin de la formation, vous serez en mesure de repérer le risque et de prévoir des trajectoires claires pour intensifier les soins.',
      'À la fin de la formation, vous serez en mesure de planifier la gouvernance, le personnel, les trajectoires d\'orientation et la protection des données.',
      'À la fin de la formation, vous serez en mesure de choisir des indicateurs pour suivre et améliorer votre service.',
    ],
    durationIntro: 'Le temps approximatif nécessaire pour chaque module est indiqué ci-dessous.',
    knowledgeTests:
      'Chaque module se termine par un test de connaissances de trois questions, et vous devez répondre correctement aux trois pour le réussir. La réussite des sept tests de connaissances débloque un certificat que vous pouvez télécharger.',
  },
  training: {
    courseOverview: [
      'Cette formation en ligne de sept modules s\'adresse aux cliniciens, aux intervenants et au personnel opérationnel qui accompagnent des clients dans le programme en ligne, un programme numérique autoguidé et fondé sur des données probantes de traitement et de rétablissement pour la consommation problématique de substances.',
      'La formation présente le programme en ligne et les approches sur lesquelles il repose, puis montre comment les clients y progressent, comment les intervenants les soutiennent, et comment repérer le risque, réagir en situation de crise et intensifier les soins lorsque le programme en ligne ne suffit pas.',
      'Le sixième module porte sur l\'offre du programme en ligne aux clients, individuellement et dans le cadre des huit séances de groupe recommandées, à l\'aide des manuels, ainsi que sur la remise des certificats aux clients lors des bilans de progression. Le dernier module présente les ressources de la trousse d\'outils et vos prochaines étapes.',
    ],
    expertiseLevel: 'Niveau débutant : aucune expérience préalable des programmes numériques n\'est requise.',
    objectives: [
      'À la fin de la formation, vous serez en mesure de décrire le programme en ligne et les approches sur lesquelles il repose.',
      'À la fin de la formation, vous serez en mesure d\'aider les clients à s\'inscrire et à commencer avec le code de service de votre organisation.',
      'À la fin de la formation, vous serez en mesure de soutenir les clients individuellement avec un style motivationnel.',
      'À la fin de la formation, vous serez en mesure d\'animer les huit séances de groupe recommandées à l\'aide du manuel de groupe.',
      'À la fin de la formation, vous serez en mesure de repérer le risque et de savoir quand intensifier les soins et orienter la personne.',
      'À la fin de la formation, vous serez en mesure de revoir les rapports de progression avec les clients et de leur remettre des certificats.',
    ],
    durationIntro: 'Le temps approximatif nécessaire pour chaque module est indiqué ci-dessous.',
    knowledgeTests:
      'Chaque module se termine par un test de connaissances de trois questions, et vous devez répondre correctement aux trois pour le réussir. La réussite des sept tests de connaissances débloque un certificat que vous pouvez télécharger.',
  },
};
