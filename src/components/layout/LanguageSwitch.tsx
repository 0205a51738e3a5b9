import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { TooltipBubble, useTooltip } from '../Tooltip';
import type { Lang } from '@/content/types';
import { isLangEnabled } from '@/i18n/lang';
import { LANGS } from '@/config/domain';
import { withLang } from '@/lib/paths';
import { useSameAddress } from '../same-address';
import { useLangChoice } from './lang-choice';

const LABELS: Record<Lang, { short: string; long: string }> = {
  en: { short: 'English', long: 'ENGLISH' },
  fr: { short: 'Français', long: 'FRANÇAIS' },
};

/** French stays visible but disabled with "À venir !" until the build enables it. */
function LangButton({ lang, current, variant }: { lang: Lang; current: Lang; variant: 'short' | 'long' }) {
  const [, navigate] = useLocation();
  const sameAddress = useSameAddress();
  const chooseLang = useLangChoice();
  const label = LABELS[lang][variant];
  const choose = () => {
    chooseLang(lang);
    // The same page, at the same slide (?slide=n) or block (#id).
    navigate(sameAddress((pathname) => withLang(pathname, lang)));
  };
  if (!isLangEnabled(lang)) return <DisabledLangButton lang={lang} label={label} />;
  return (
    <button
      type="button"
      className="lang-button"
      lang={lang}
      aria-pressed={lang === current}
      onClick={lang === current ? undefined : choose}
    >
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
  return (
    <div className="lang-switch" role="group" aria-label={t`Language`}>
      {LANGS.map((lang) => (
        <LangButton key={lang} lang={lang} current={props.current} variant={variant} />
      ))}
    </div>
  );
}
