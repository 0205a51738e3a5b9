import { defineSection } from '../spec';

export const implementation = defineSection({
  id: 'implementation',
  blocks: [
    { id: 'overview', items: [{ kind: 'text', id: 'text', withHtml: true }] },
    {
      id: 'video-tutorials',
      items: [
        { kind: 'video', id: 'introducing-the-program', key: 'implementation.VideoIntroducingProgram' },
        { kind: 'video', id: 'planning-your-rollout', key: 'implementation.VideoPlanningRollout' },
      ],
    },
    {
      id: 'explore',
      items: [
        { kind: 'text', id: 'text', withHtml: true },
        {
          kind: 'link',
          id: 'explore-program',
          key: 'implementation.ExploreProgram',
          url: 'https://program.example.org/explore',
        },
      ],
    },
    { id: 'modules', intro: true, items: [] },
    {
      id: 'presentations',
      intro: true,
      items: [
        { kind: 'presentation', id: 'leadership-briefing', key: 'implementation.PresentationLeadershipBriefing' },
        { kind: 'presentation', id: 'rollout-plan', key: 'implementation.PresentationRolloutPlan' },
      ],
    },
    {
      id: 'resources',
      intro: true,
      items: [],
      groups: [
        {
          id: 'planning',
          items: [
            { kind: 'pdf', id: 'implementation-guide', key: 'implementation.ImplementationGuide', print: 'a4' },
            { kind: 'pdf', id: 'readiness-checklist', key: 'implementation.ReadinessChecklist', print: 'a4' },
            {
              kind: 'pdf',
              id: 'referral-pathway-template',
              key: 'implementation.ReferralPathwayTemplate',
              print: 'a4',
            },
          ],
        },
        {
          id: 'governance',
          items: [
            { kind: 'pdf', id: 'data-protection-summary', key: 'implementation.DataProtectionSummary', print: 'a4' },
            {
              kind: 'pdf',
              id: 'clinical-governance-guide',
              key: 'implementation.ClinicalGovernanceGuide',
              print: 'a4',
            },
          ],
        },
        {
          id: 'evaluation',
          items: [
            { kind: 'pdf', id: 'outcome-measures-guide', key: 'implementation.OutcomeMeasuresGuide', print: 'a4' },
          ],
        },
      ],
    },
    {
      id: 'ontario',
      items: [
        { kind: 'text', id: 'text', withHtml: true },
        { kind: 'pdf', id: 'ontario-additional-terms', key: 'implementation.OntarioAdditionalTerms', print: 'a4' },
        { kind: 'pdf', id: 'ontario-privacy-notice', key: 'implementation.OntarioPrivacyNotice', print: 'a4' },
      ],
    },
    {
      id: 'research',
      intro: true,
      items: [
        {
          kind: 'button',
          id: 'research-evidence',
          key: 'implementation.ResearchEvidence',
          url: 'https://research.example.org/online-program-evidence',
        },
      ],
    },
  ],
});
