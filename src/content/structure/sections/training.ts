import { defineSection } from '../spec';

export const training = defineSection({
  id: 'training',
  blocks: [
    { id: 'overview', items: [{ kind: 'text', id: 'text', withHtml: true }] },
    {
      id: 'video-tutorials',
      items: [
        { kind: 'video', id: 'getting-started', key: 'training.VideoGettingStarted' },
        { kind: 'video', id: 'reviewing-progress-checks', key: 'training.VideoProgressChecks' },
      ],
    },
    {
      id: 'explore',
      items: [
        { kind: 'text', id: 'text', withHtml: true },
        {
          kind: 'link',
          id: 'explore-program',
          key: 'training.ExploreProgram',
          url: 'https://program.example.org/explore',
        },
      ],
    },
    { id: 'modules', intro: true, items: [] },
    {
      id: 'presentations',
      intro: true,
      items: [
        { kind: 'presentation', id: 'practitioner-orientation', key: 'training.PresentationPractitionerOrientation' },
        { kind: 'presentation', id: 'group-delivery', key: 'training.PresentationGroupDelivery' },
      ],
    },
    {
      id: 'manuals',
      intro: true,
      items: [
        { kind: 'pdf', id: 'manual-individual-delivery', key: 'training.ManualIndividual', print: 'a4' },
        { kind: 'pdf', id: 'manual-group-delivery', key: 'training.ManualGroup', print: 'a4' },
      ],
    },
    {
      id: 'client-certificates',
      intro: true,
      items: [
        { kind: 'pdf', id: 'certificate-individual', key: 'training.CertificateIndividual', print: 'a4' },
        { kind: 'pdf', id: 'certificate-group', key: 'training.CertificateGroup', print: 'a4' },
        {
          kind: 'pdf',
          id: 'certificate-individual-editable',
          key: 'training.CertificateIndividualEditable',
          print: 'a4',
          editable: true,
        },
        {
          kind: 'pdf',
          id: 'certificate-group-editable',
          key: 'training.CertificateGroupEditable',
          print: 'a4',
          editable: true,
        },
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
        { kind: 'pdf', id: 'engagement-model', key: 'training.EngagementModel', print: 'a4' },
        { kind: 'pdf', id: 'eligibility-criteria', key: 'training.EligibilityCriteria', print: 'a4' },
        { kind: 'pdf', id: 'frequently-asked-questions', key: 'training.Faq', print: 'a4' },
        { kind: 'pdf', id: 'accessing-support', key: 'training.AccessingSupport', print: 'a4' },
      ],
    },
    {
      id: 'case-studies',
      intro: true,
      items: [
        { kind: 'pdf', id: 'case-study-individual', key: 'training.CaseStudyIndividual', print: 'a4' },
        { kind: 'pdf', id: 'case-study-group', key: 'training.CaseStudyGroup', print: 'a4' },
        { kind: 'pdf', id: 'case-study-rural', key: 'training.CaseStudyRural', print: 'a4' },
      ],
    },
    {
      id: 'research',
      intro: true,
      items: [
        {
          kind: 'button',
          id: 'research-evidence',
          key: 'training.ResearchEvidence',
          url: 'https://research.example.org/online-program-evidence',
        },
      ],
    },
  ],
});
