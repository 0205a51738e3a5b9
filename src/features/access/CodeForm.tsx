import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import type { Lang } from '@/content/types';
import { validateCode } from '@/lib/api-client';
import { CODE_ERRORS, codeErrorFor, isRejectedCode } from './error-messages';
import { useSession } from './SessionContext';
import { takeSignOutNotice } from './session-store';

/**
 * The entry screen is prerendered and hydrated (src/app/mount.tsx): a code typed before the app
 * was ready is in the field, and one submitted then is marked by the page's paint gate
 * (data-pending-submit). The state takes the first; the second is submitted now, once.
 */
function takeOverPrerendered(form: HTMLFormElement | null, input: HTMLInputElement | null, setCode: (code: string) => void) {
  if (input?.value) setCode(input.value);
  if (!form?.hasAttribute('data-pending-submit')) return;
  form.removeAttribute('data-pending-submit');
  form.requestSubmit();
}

/**
 * One field, so plain state: react-hook-form here would cost ~11 KB gzip of the
 * entry screen's 85 KB budget (design-notes §9); the dialogs that need it load it lazily.
 */
export function CodeForm({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const base = useRouteBase();
  const [code, setCode] = useState('');
  // Signed out by the API (a 401/403 to the stored id): the field says why from the start.
  const [error, setError] = useState<MessageDescriptor | null>(takeSignOutNotice);
  const [submitting, setSubmitting] = useState(false);
  // The disabled button stops clicks; this also stops a second Enter in the same tick.
  const inFlight = useRef(false);
  // A code the server has rejected is not sent again until it is edited: a double click or a second
  // Enter after a fast "not recognized" answer would otherwise count twice towards the rate limit.
  const rejected = useRef<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => takeOverPrerendered(form.current, input.current, setCode), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // The field, not the state: a submission replayed as the page is hydrated runs before the
    // state has caught up with what was typed into the prerendered field.
    const value = (input.current?.value ?? code).trim();
    if (!value) {
      setError(CODE_ERRORS.empty);
      input.current?.focus();
      return;
    }
    if (value === rejected.current) {
      setError(CODE_ERRORS.codeInvalid);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const { id } = await validateCode(value, lang);
      await signIn(id, lang);
      navigate(paths.section.href(base, 'implementation'), { replace: true });
    } catch (e) {
      if (isRejectedCode(e)) rejected.current = value;
      setError(codeErrorFor(e));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form ref={form} className="code-form" onSubmit={onSubmit} noValidate>
      <label htmlFor="service-code" className="code-form__label">
        <Trans>Service code</Trans>
      </label>
      <div className="code-form__row">
        <input
          ref={input}
          id="service-code"
          name="code"
          className="code-form__input"
          type="text"
          // Saved values and paste stay open (WCAG 3.3.8): nobody should have to retype a code.
          autoComplete="on"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'service-code-error' : undefined}
          placeholder={t`Enter your service code`}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            rejected.current = null;
            // Editing clears the error (spec §5); it only comes back on the next submit.
            setError(null);
          }}
        />
        <button type="submit" className="button button--primary" disabled={submitting}>
          <Trans>SUBMIT</Trans>
        </button>
      </div>
      <p id="service-code-error" className="form-error" role="alert">
        {error ? i18n._(error) : null}
      </p>
    </form>
  );
}
