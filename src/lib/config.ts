/** Environment read and validated once; everything else imports `config`. */
export interface AppConfig {
  apiBase: string;
  contentBase: string;
  frenchEnabled: boolean;
  contactEmail: string;
  /** Delay before the loading spinner appears (spec §9: configurable). */
  spinnerDelayMs: number;
}

type Env = Record<string, string | boolean | undefined>;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function numberOr(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function readConfig(env: Env): AppConfig {
  return {
    apiBase: trimSlash(String(env.VITE_API_BASE ?? '')),
    contentBase: trimSlash(String(env.VITE_CONTENT_BASE ?? '')),
    frenchEnabled: env.VITE_ENABLE_FRENCH === 'true',
    contactEmail: String(env.VITE_CONTACT_EMAIL || 'toolkit-support@program.example.org'),
    spinnerDelayMs: numberOr(env.VITE_SPINNER_DELAY_MS, 400),
  };
}

export const config: AppConfig = readConfig(import.meta.env as Env);

/** Absolute URL of a content asset on the content host. */
export function contentUrl(path: string): string {
  return `${config.contentBase}${path}`;
}
