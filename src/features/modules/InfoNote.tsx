import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useRouteBase } from '@/components/route-base';
import { paths } from '@/lib/paths';
import { SECTION_MODULES } from '@/content/catalogue';
import type { ResourceType } from '@/content/types';
import { useModule } from './ModuleContext';

const other = (resourceType: ResourceType): ResourceType => (resourceType === 'implementation' ? 'training' : 'implementation');

/** Whole sentences per case, so translators never see fragments. */
function Note({ to, shared, position, href }: { to: ResourceType; shared: boolean; position: number; href: string }): ReactNode {
  if (to === 'training' && shared)
    return (
      <Trans>
        This module is also part of the training course, and your progress counts in both.{' '}
        <Link href={href}>Go to Module {position} in the Training resources</Link>.
      </Trans>
    );
  if (to === 'training')
    return (
      <Trans>
        The training course has its own version of this module. <Link href={href}>Go to Module {position} in the Training resources</Link>.
      </Trans>
    );
  if (shared)
    return (
      <Trans>
        This module is also part of the implementation course, and your progress counts in both.{' '}
        <Link href={href}>Go to Module {position} in the Implementation resources</Link>.
      </Trans>
    );
  return (
    <Trans>
      The implementation course has its own version of this module.{' '}
      <Link href={href}>Go to Module {position} in the Implementation resources</Link>.
    </Trans>
  );
}

/** Points to the same module in the other section (shared modules) or to its counterpart (1 and 6). */
export function InfoNote() {
  const { resourceType, position, code } = useModule();
  const base = useRouteBase();
  const to = other(resourceType);
  return (
    <div className="info-note" role="note">
      <svg className="info-note__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 10.5v6M12 7.2v.1" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <p>
        <Note to={to} shared={SECTION_MODULES[to].includes(code)} position={position} href={paths.module.href(base, to, position)} />
      </p>
    </div>
  );
}
