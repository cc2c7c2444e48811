import type { TRealm } from '@engagex/contracts';
import { CircleX, TriangleAlert } from 'lucide-react';
import { rich } from '@/i18n/rich';
import { t } from '../check-in/messages';
import { formatWarningTime } from '../format';
import { realmName } from '../realm-name';
import { AdmittedPanel } from './AdmittedPanel';
import type { Outcome } from './check-in-outcome';
import { ResultPanel } from './ResultPanel';
import type { Insist } from './use-check-in-desk';
import { WrongShowAlert } from './WrongShowAlert';

/** One scan's answer in words: who to let in, and what to say when not. */
export function OutcomePanel({
  outcome,
  busy,
  onAdmitAnyway,
}: {
  outcome: Outcome;
  busy: boolean;
  onAdmitAnyway: (scan: { realm: TRealm; ticketCode: string }, insist: Insist) => void;
}) {
  const code = (text: string) => <span className="font-mono text-ink">{text}</span>;
  const realm = realmName(outcome.realm);
  switch (outcome.kind) {
    case 'other-show':
    case 'other-day':
      return <WrongShowAlert outcome={outcome} busy={busy} onAdmitAnyway={onAdmitAnyway} />;
    case 'success':
      return <AdmittedPanel outcome={outcome} />;
    case 'already':
      return (
        <ResultPanel tone="yellow" icon={<TriangleAlert className="size-7" />} title={t('outcome.already')}>
          <p className="text-ink">
            {outcome.at
              ? rich(t('outcome.usedAt', { time: formatWarningTime(outcome.at, undefined, 'precise') }), {
                  strong: (text) => <strong className="font-semibold">{text}</strong>,
                })
              : outcome.message}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {rich(t('outcome.alreadyTicket', { code: outcome.ticketCode, realm }), { code })}
          </p>
        </ResultPanel>
      );
    case 'not-found':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title={t('outcome.noSuch')}>
          <p className="text-ink">
            {rich(t('outcome.noSuchText', { code: outcome.ticketCode, realm }), {
              code: (text) => <span className="font-mono font-semibold">{text}</span>,
            })}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('outcome.checkCode')}</p>
        </ResultPanel>
      );
    case 'refused':
      return (
        <ResultPanel tone="red" icon={<CircleX className="size-7" />} title={t('outcome.notValid')}>
          <p className="text-ink">{outcome.message}.</p>
          <p className="mt-1 text-sm text-ink-muted">
            {rich(t('ticket.line', { code: outcome.ticketCode, realm }), { code })}
          </p>
        </ResultPanel>
      );
  }
}
