import { courseBlocks, editablePdf, pdf, presentation, video } from '../items';
import { defineSection } from '../spec';

export const training = defineSection({
  id: 'training',
  blocks: courseBlocks('training', {
    videos: [video('getting-started', 'training.VideoGettingStarted'), video('reviewing-progress-checks', 'training.VideoProgressChecks')],
    presentations: [
      presentation('practitioner-orientation', 'training.PresentationPractitionerOrientation'),
      presentation('group-delivery', 'training.PresentationGroupDelivery'),
    ],
    own: [
      {
        id: 'manuals',
        intro: true,
        items: [pdf('manual-individual-delivery', 'training.ManualIndividual'), pdf('manual-group-delivery', 'training.ManualGroup')],
      },
      {
        id: 'client-certificates',
        intro: true,
        items: [
          pdf('certificate-individual', 'training.CertificateIndividual'),
          pdf('certificate-group', 'training.CertificateGroup'),
          editablePdf('certificate-individual-editable', 'training.CertificateIndividualEditable'),
          editablePdf('certificate-group-editable', 'training.CertificateGroupEditable'),
        ],
      },
      {
        id: 'engage-video',
        intro: true,
        items: [
          {
            kind: 'videoWithLink',
            id: 'engage-clients',
            key: 'training.EngageClients',
            videoKey: 'training.VideoEngageClients',
            url: 'https://video.example.org/watch/online-program-welcome',
          },
        ],
      },
      {
        id: 'resources',
        intro: true,
        items: [
          pdf('engagement-model', 'training.EngagementModel'),
          pdf('eligibility-criteria', 'training.EligibilityCriteria'),
          pdf('frequently-asked-questions', 'training.Faq'),
          pdf('accessing-support', 'training.AccessingSupport'),
        ],
      },
      {
        id: 'case-studies',
        intro: true,
        items: [
          pdf('case-study-individual', 'training.CaseStudyIndividual'),
          pdf('case-study-group', 'training.CaseStudyGroup'),
          pdf('case-study-rural', 'training.CaseStudyRural'),
        ],
      },
    ],
  }),
});
