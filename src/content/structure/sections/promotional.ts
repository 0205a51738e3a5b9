import { editablePdf, overviewBlock, pdfVersions, plain, video } from '../items';
import { defineSection } from '../spec';

export const promotional = defineSection({
  id: 'promotional',
  blocks: [
    overviewBlock,
    { id: 'engagement-video', intro: true, items: [video('engagement-video', 'promotional.VideoEngagement')] },
    {
      id: 'p2-posters',
      items: [
        ...pdfVersions('poster-p2', 'promotional.PosterP2', 'p2', [1, 2]),
        editablePdf('poster-p2-version-3', 'promotional.PosterP2Version3', 'p2'),
      ],
    },
    { id: 'p5-leaflets', items: pdfVersions('leaflet-p5', 'promotional.LeafletP5', 'p5', [1, 2, 3]) },
    { id: 'p4-full-colour', items: pdfVersions('leaflet-p4-full-colour', 'promotional.LeafletP4FullColour', 'p4', [1, 2]) },
    { id: 'p4-part-colour', items: pdfVersions('leaflet-p4-part-colour', 'promotional.LeafletP4PartColour', 'p4-part', [1, 2, 3]) },
    { id: 'p4-monochrome', items: pdfVersions('leaflet-p4-monochrome', 'promotional.LeafletP4Monochrome', 'p4', [1, 2, 3]) },
    {
      id: 'social-media',
      intro: true,
      items: [
        ...plain('image', 'social-account-microblog', 'social-account-professional', 'social-account-photo'),
        ...plain('image', 'logo-colour', 'logo-monochrome'),
        ...plain('image', 'mockup-laptop', 'mockup-tablet', 'mockup-phone', 'mockup-cluster'),
        { kind: 'hashtags', id: 'hashtags' },
      ],
    },
    { id: 'brand-guidelines', intro: true, items: plain('placeholder', 'colour-palette', 'typography', 'logo-usage') },
  ],
});
