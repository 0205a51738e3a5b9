import { describe, expect, it } from 'vitest';
import { contentUrl, readConfig } from './config';
import { assetUrl } from './media-cache';

describe('readConfig: the environment read once', () => {
  it('uses same-origin API and content, English only, the default contact and 400 ms spinner delay by default', () => {
    expect(readConfig({})).toEqual({
      apiBase: '',
      contentBase: '',
      frenchEnabled: false,
      contactEmail: 'toolkit-support@program.example.org',
      spinnerDelayMs: 400,
    });
  });

  it('drops trailing slashes so paths join with exactly one', () => {
    const c = readConfig({ VITE_API_BASE: 'https://api.example.org//', VITE_CONTENT_BASE: 'https://cdn.example.org/' });
    expect(c.apiBase).toBe('https://api.example.org');
    expect(c.contentBase).toBe('https://cdn.example.org');
  });

  it('enables French only for the exact string "true"', () => {
    expect(readConfig({ VITE_ENABLE_FRENCH: 'true' }).frenchEnabled).toBe(true);
    expect(readConfig({ VITE_ENABLE_FRENCH: 'TRUE' }).frenchEnabled).toBe(false);
    expect(readConfig({ VITE_ENABLE_FRENCH: true }).frenchEnabled).toBe(false);
  });

  it('keeps a valid spinner delay (0 included) and falls back on a negative or non-numeric one', () => {
    expect(readConfig({ VITE_SPINNER_DELAY_MS: '0' }).spinnerDelayMs).toBe(0);
    expect(readConfig({ VITE_SPINNER_DELAY_MS: '250' }).spinnerDelayMs).toBe(250);
    expect(readConfig({ VITE_SPINNER_DELAY_MS: '-5' }).spinnerDelayMs).toBe(400);
    expect(readConfig({ VITE_SPINNER_DELAY_MS: 'soon' }).spinnerDelayMs).toBe(400);
  });

  it('falls back to the default contact address when it is empty', () => {
    expect(readConfig({ VITE_CONTACT_EMAIL: '' }).contactEmail).toBe('toolkit-support@program.example.org');
    expect(readConfig({ VITE_CONTACT_EMAIL: 'help@org.example' }).contactEmail).toBe('help@org.example');
  });
});

describe('content URLs', () => {
  it('gives media an absolute URL on this page’s origin: the media cache’s key', () => {
    const path = '/images/en/modules/1/slide-1.svg';
    expect(assetUrl(path)).toBe(new URL(contentUrl(path), location.href).href);
    expect(assetUrl(path)).toMatch(/^https?:\/\/[^/]+\/images\/en\/modules\/1\/slide-1\.svg$/);
  });
});
