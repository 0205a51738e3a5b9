import { courseBlocks, pdf, presentation, video } from '../items';
import { defineSection } from '../spec';

export const implementation = defineSection({
  id: 'implementation',
  blocks: courseBlocks('implementation', {
    videos: [
      video('introducing-the-program', 'implementation.VideoIntroducingProgram'),
      video('planning-your-rollout', 'implementation.VideoPlanningRollout'),
    ],
    presentations: [
      presentation('leadership-briefing', 'implementation.PresentationLeadershipBriefing'),
      presentation('rollout-plan', 'implementation.PresentationRolloutPlan'),
    ],
    own: [
      {
        id: 'resources',
        intro: true,
        items: [],
        groups: [
          {
            id: 'planning',
            items: [
              pdf('implementation-guide', 'implementation.ImplementationGuide'),
              pdf('readiness-checklist', 'implementation.ReadinessChecklist'),
              pdf('referral-pathway-template', 'implementation.ReferralPathwayTemplate'),
            ],
          },
          {
            id: 'governance',
            items: [
              pdf('data-protection-summary', 'implementation.DataProtectionSummary'),
              pdf('clinical-governance-guide', 'implementation.ClinicalGovernanceGuide'),
            ],
          },
          { id: 'evaluation', items: [pdf('outcome-measures-guide', 'implementation.OutcomeMeasuresGuide')] },
        ],
      },
      {
        id: 'ontario',
        items: [
          { kind: 'text', id: 'text', withHtml: true },
          pdf('ontario-additional-terms', 'implementation.OntarioAdditionalTerms'),
          pdf('ontario-privacy-notice', 'implementation.OntarioPrivacyNotice'),
        ],
      },
    ],
  }),
});
