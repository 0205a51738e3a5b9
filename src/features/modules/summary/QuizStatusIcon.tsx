import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { useModule } from '../ModuleContext';

interface Props {
  position: number;
  title: string;
  available: boolean;
  passed: boolean;
}

const ICONS = {
  passed: <path d="M6 12.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />,
  attempt: <path d="M8 7h8M8 12h8M8 17h5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />,
  locked: (
    <>
      <rect x="6.5" y="11" width="11" height="8" rx="1.5" fill="currentColor" />
      <path d="M9 11V8.5a3 3 0 0 1 6 0V11" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
};

function Icon({ kind }: { kind: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {ICONS[kind]}
    </svg>
  );
}

/** At 100% a link to that module's knowledge test (passed or to attempt); below, "unavailable". */
export function QuizStatusIcon({ position, title, available, passed }: Props) {
  const { t } = useLingui();
  const { resourceType } = useModule();
  const base = useRouteBase();
  if (!available) {
    return (
      <span
        className="quiz-status quiz-status--locked"
        role="img"
        aria-label={t`${title}: knowledge test unavailable until the module is complete`}
      >
        <Icon kind="locked" />
      </span>
    );
  }
  const label = passed ? t`${title}: knowledge test passed` : t`${title}: attempt the knowledge test`;
  return (
    <Link
      href={paths.module.href(base, resourceType, position, 'quiz')}
      className={passed ? 'quiz-status quiz-status--passed' : 'quiz-status quiz-status--attempt'}
      aria-label={label}
    >
      <Icon kind={passed ? 'passed' : 'attempt'} />
    </Link>
  );
}
