import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import type { Lang } from '../../content/types';
import { validateCode } from '../../lib/api-client';
import { CODE_ERRORS, codeErrorFor } from './error-messages';
import { useSession } from './SessionContext';

interface FormValues {
  code: string;
}

export function CodeForm({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<MessageDescriptor | null>(null);
  const { register, handleSubmit, formState, clearErrors } = useForm<FormValues>({
    defaultValues: { code: '' },
    // Editing clears the error (spec §5); it only comes back on the next submit.
    reValidateMode: 'onSubmit',
  });
  const submitting = formState.isSubmitting;

  const onSubmit = async ({ code }: FormValues) => {
    try {
      const { id } = await validateCode(code.trim(), lang);
      await signIn(id, lang);
      navigate(paths.section(lang, 'implementation'), { replace: true });
    } catch (error) {
      setServerError(codeErrorFor(error));
    }
  };

  const emptyError = formState.errors.code ? CODE_ERRORS.empty : null;
  const error = emptyError ?? serverError;
  const field = register('code', {
    validate: (value) => value.trim().length > 0,
    onChange: () => {
      setServerError(null);
      clearErrors('code');
    },
  });

  return (
    <form className="code-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <label htmlFor="service-code" className="code-form__label">
        <Trans>Service code</Trans>
      </label>
      <div className="code-form__row">
        <input
          id="service-code"
          className="code-form__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'service-code-error' : undefined}
          placeholder={t`Enter your service code`}
          {...field}
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
