import { defineSection } from '../spec';

export const promotional = defineSection({
  id: 'promotional',
  blocks: [
    { id: 'overview', items: [{ kind: 'text', id: 'text', withHtml: true }] },
    {
      id: 'engagement-video',
      intro: true,
      items: [{ kind: 'video', id: 'engagement-video', key: 'promotional.VideoEngagement' }],
    },
    {
      id: 'p2-posters',
      items: [
        { kind: 'pdf', id: 'poster-p2-version-1', key: 'promotional.PosterP2Version1', print: 'p2' },
        { kind: 'pdf', id: 'poster-p2-version-2', key: 'promotional.PosterP2Version2', print: 'p2' },
        { kind: 'pdf', id: 'poster-p2-version-3', key: 'promotional.PosterP2Version3', print: 'p2', editable: true },
      ],
    },
    {
      id: 'p5-leaflets',
      items: [
        { kind: 'pdf', id: 'leaflet-p5-version-1', key: 'promotional.LeafletP5Version1', print: 'p5' },
        { kind: 'pdf', id: 'leaflet-p5-version-2', key: 'promotional.LeafletP5Version2', print: 'p5' },
        { kind: 'pdf', id: 'leaflet-p5-version-3', key: 'promotional.LeafletP5Version3', print: 'p5' },
      ],
    },
    {
      id: 'p4-full-colour',
      items: [
        {
          kind: 'pdf',
          id: 'leaflet-p4-full-colour-version-1',
          key: 'promotional.LeafletP4FullColourVersion1',
          print: 'p4',
        },
        {
          kind: 'pdf',
          id: 'leaflet-p4-full-colour-version-2',
          key: 'promotional.LeafletP4FullColourVersion2',
          print: 'p4',
        },
      ],
    },
    {
      id: 'p4-part-colour',
      items: [
        {
          kind: 'pdf',
          id: 'leaflet-p4-part-colour-version-1',
          key: 'promotional.LeafletP4PartColourVersion1',
          print: 'p4-part',
        },
        {
          kind: 'pdf',
          id: 'leaflet-p4-part-colour-version-2',
          key: 'promotional.LeafletP4PartColourVersion2',
          print: 'p4-part',
        },
        {
          kind: 'pdf',
          id: 'leaflet-p4-part-colour-version-3',
          key: 'promotional.LeafletP4PartColourVersion3',
          print: 'p4-part',
        },
      ],
    },
    {
      id: 'p4-monochrome',
      items: [
        {
          kind: 'pdf',
          id: 'leaflet-p4-monochrome-version-1',
          key: 'promotional.LeafletP4MonochromeVersion1',
          print: 'p4',
        },
        {
          kind: 'pdf',
          id: 'leaflet-p4-monochrome-version-2',
          key: 'promotional.LeafletP4MonochromeVersion2',
          print: 'p4',
        },
        {
          kind: 'pdf',
          id: 'leaflet-p4-monochrome-version-3',
          key: 'promotional.LeafletP4MonochromeVersion3',
          print: 'p4',
        },
      ],
    },
    {
      id: 'social-media',
      intro: true,
      items: [
        { kind: 'image', id: 'social-account-microblog' },
        { kind: 'image', id: 'social-account-professional' },
        { kind: 'image', id: 'social-account-photo' },
        { kind: 'image', id: 'logo-colour' },
        { kind: 'image', id: 'logo-monochrome' },
        { kind: 'image', id: 'mockup-laptop' },
        { kind: 'image', id: 'mockup-tablet' },
        { kind: 'image', id: 'mockup-phone' },
        { kind: 'image', id: 'mockup-cluster' },
        { kind: 'hashtags', id: 'hashtags' },
      ],
    },
    {
      id: 'brand-guidelines',
      intro: true,
      items: [
        { kind: 'placeholder', id: 'colour-palette' },
        { kind: 'placeholder', id: 'typography' },
        { kind: 'placeholder', id: 'logo-usage' },
      ],
    },
  ],
});
