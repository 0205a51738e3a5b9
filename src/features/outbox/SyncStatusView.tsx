import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSyncStatus } from './use-sync-status';
import './sync-status.css';

/** Clock time today, date and time before: in the interface language. */
export function formatDelivered(at: number, locale: string, now = new Date()): string {
  const date = new Date(at);
  const today = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Header pill, shown only while actions wait to be sent. */
export function SyncBadge() {
  const { pending } = useSyncStatus();
  if (!pending) return null;
  return (
    <span className="header-sync" data-pending={pending}>
      <Plural value={pending} one="# action to send" other="# actions to send" />
    </span>
  );
}

/** Offline page: what is waiting to be sent and when the server last received something. */
export function SyncSummary() {
  const { i18n } = useLingui();
  const { pending, lastDeliveredAt } = useSyncStatus();
  const when = lastDeliveredAt === null ? null : formatDelivered(lastDeliveredAt, i18n.locale);
  return (
    <div className="sync-summary" data-pending={pending ?? ''}>
      <p className="sync-summary__pending">
        {pending ? (
          <Plural
            value={pending}
            one="# action (progress or feedback) is waiting to be sent. It is sent by itself when the connection returns."
            other="# actions (progress or feedback) are waiting to be sent. They are sent by themselves, in order, when the connection returns."
          />
        ) : (
          <Trans>Nothing is waiting to be sent.</Trans>
        )}
      </p>
      <p className="sync-summary__delivered">
        {when === null ? <Trans>Nothing has been sent from this device yet.</Trans> : <Trans>Last sent: {when}</Trans>}
      </p>
    </div>
  );
}
