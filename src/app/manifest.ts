import { DEFAULT_LANG } from '../config/domain';
import type { ManifestOptions } from 'vite-plugin-pwa';

export const manifest: Partial<ManifestOptions> = {
  id: '/toolkit',
  name: 'Operational Toolkit — online treatment and recovery program',
  short_name: 'Toolkit',
  description:
    'Resources and e-learning for organisations delivering an online treatment and recovery program for problem substance use. Works offline.',
  start_url: '/toolkit',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: '#0b4f6c',
  lang: DEFAULT_LANG,
  dir: 'ltr',
  categories: ['education', 'health', 'medical'],
  prefer_related_applications: false,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Training resources',
    },
    {
      src: '/screenshots/narrow.png',
      sizes: '768x1024',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Training resources on a tablet',
    },
  ],
};
