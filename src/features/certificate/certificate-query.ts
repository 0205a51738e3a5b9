import type { Lang, ResourceType } from '@/content/types';
import { DEFAULT_LANG, isLang } from '@/config/domain';
import type { CertificateQuery } from '@/lib/api-client';
import type { CertificateInput } from '@/lib/certificate-pdf/render-certificate';

/** YYYY-MM-DD (the stored completion date) → local calendar parts; month is zero-based. */
export function dateParts(iso: string): { day: number; month: number; year: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a completion date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]) - 1, day: Number(match[3]) };
}

/** Spec §3 certificate query: resourceType, name, day, zero-based month, year, lang. */
export function buildCertificateQuery(resourceType: ResourceType, name: string, completionDate: string, lang: Lang): CertificateQuery {
  return { resourceType, name: name.trim(), ...dateParts(completionDate), lang };
}

/** The same query, read back as the renderer's input (offline path). */
export function certificateInput(query: CertificateQuery): CertificateInput {
  return {
    resourceType: query.resourceType,
    name: query.name,
    date: new Date(query.year, query.month, query.day),
    lang: isLang(query.lang) ? query.lang : DEFAULT_LANG,
  };
}
