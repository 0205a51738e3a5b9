import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@/content/types';
import { usePackTitle } from '@/features/offline';
import { usePack, type PackScope } from '@/features/packs';
import { PACK_FILE_ERRORS } from './error-text';
import type { ImportCounts, ImportResult } from './import-pack';

function scopeOf(counts: ImportCounts): { lang: Lang; scope: PackScope } | null {
  if (!counts.key) return null;
  const [lang, scope] = counts.key.split(':') as [Lang, PackScope];
  return { lang, scope };
}

/** Where the pack stands now, read from the pack state a download uses. */
function PackNow({ lang, scope }: { lang: Lang; scope: PackScope }) {
  const title = usePackTitle(scope);
  const view = usePack(lang, scope);
  if (!view) return null;
  if (view.complete) return <Trans>“{title}” is available offline.</Trans>;
  const done = view.cachedFiles;
  const total = view.files;
  return (
    <Trans>
      “{title}” is partly on this device: {done} of {total} files. Resume it on this page when you have a connection to get the rest.
    </Trans>
  );
}

function Counts({ counts }: { counts: ImportCounts }) {
  const { added, already, mismatched } = counts;
  const pack = scopeOf(counts);
  return (
    <>
      <Trans>{added} files added.</Trans> {already > 0 && <Trans>{already} were already on this device.</Trans>}{' '}
      {mismatched > 0 && <Trans>{mismatched} files in the pack file are from another version of the content and were not added.</Trans>}{' '}
      {pack && <PackNow {...pack} />}
    </>
  );
}

/** What an import did, in words: a status for a success or a cancel, an alert for a refusal. */
export function ImportResultText({ result }: { result: ImportResult }) {
  const { t } = useLingui();
  switch (result.kind) {
    case 'done':
      return (
        <p role="status" className="pack-files__result">
          <Counts counts={result} />
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" className="pack-files__result">
          {result.added + result.already > 0 ? (
            <>
              <Trans>Cancelled. The files added before the cancel are kept.</Trans> <Counts counts={result} />
            </>
          ) : (
            <Trans>Cancelled. Nothing was changed.</Trans>
          )}
        </p>
      );
    case 'stopped':
      return (
        <p role="alert" className="form-error">
          {t(PACK_FILE_ERRORS[result.error])} <Trans>The files added before it stopped are kept.</Trans> <Counts counts={result} />
        </p>
      );
    case 'rejected':
      return (
        <p role="alert" className="form-error" data-error={result.error}>
          {t(PACK_FILE_ERRORS[result.error])} <Trans>Nothing was changed.</Trans>
        </p>
      );
  }
}
