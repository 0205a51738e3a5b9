import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { TooltipBubble, useTooltip } from '../Tooltip';
import type { Lang } from '@/content/types';
import { isLangEnabled } from '@/i18n/lang';
import { LANGS } from '@/config/domain';
import { afterNextPaint } from '@/lib/after-paint';
import { withLang } from '@/lib/paths';
import { useSameAddress } from '../same-address';
import { useLangChoice } from './lang-choice';

const LABELS: Record<Lang, { short: string; long: string }> = {
  en: { short: 'English', long: 'ENGLISH' },
  fr: { short: 'Français', long: 'FRANÇAIS' },
};

interface LangButtonProps {
  lang: Lang;
  pressed: boolean;
  variant: 'short' | 'long';
  onChoose?(): void;
}

/** French stays visible but disabled with "À venir !" until the build enables it. */
function LangButton({ lang, pressed, variant, onChoose }: LangButtonProps) {
  const label = LABELS[lang][variant];
  if (!isLangEnabled(lang)) return <DisabledLangButton lang={lang} label={label} />;
  return (
    <button type="button" className="lang-button" lang={lang} aria-pressed={pressed} onClick={onChoose}>
      {label}
    </button>
  );
}

function DisabledLangButton({ lang, label }: { lang: Lang; label: string }) {
  const { open, id, triggerProps } = useTooltip();
  return (
    <span className="tooltip">
      <button type="button" className="lang-button" lang={lang} aria-disabled="true" {...triggerProps}>
        {label}
      </button>
      <TooltipBubble id={id} open={open}>
        <span lang="fr">À venir !</span>
      </TooltipBubble>
    </span>
  );
}

export function LanguageSwitch(props: { current: Lang; variant?: 'short' | 'long' }) {
  const { t } = useLingui();
  const variant = props.variant ?? 'short';
  const [, navigate] = useLocation();
  const sameAddress = useSameAddress();
  const chooseLang = useLangChoice();
  // The button pressed shows so in the press's own frame; the whole page then redraws in the
  // other language, a frame later (at a 4× slower CPU that redraw is a task of about 70 ms).
  const [asked, setAsked] = useState<Lang | null>(null);
  const shown = asked ?? props.current;
  const choose = (lang: Lang) => {
    setAsked(lang);
    afterNextPaint(() => {
      chooseLang(lang);
      // The same page, at the same slide (?slide=n) or block (#id).
      navigate(sameAddress((pathname) => withLang(pathname, lang)));
      setAsked(null);
    });
  };
  return (
    <div className="lang-switch" role="group" aria-label={t`Language`}>
      {LANGS.map((lang) => (
        <LangButton
          key={lang}
          lang={lang}
          variant={variant}
          pressed={lang === shown}
          onChoose={lang === shown ? undefined : () => choose(lang)}
        />
      ))}
    </div>
  );
}
