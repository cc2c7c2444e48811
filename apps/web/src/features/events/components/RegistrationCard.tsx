import type { TContestant, TRealm } from '@engagex/contracts';
import { Ban, CalendarDays, Coins, FileText, MapPin, Music, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { formatDay, formatStamp } from '../format';
import { entryPaidText, entryRefundText, notSelectedMoneyText } from '../money';
import { entryInvoicePath, eventPath } from '../paths';
import { t } from '../registration/messages';
import { categoryLabel } from '../registration/steps/labels';
import { CardAction } from './CardAction';
import type { RegistrationDialogKind } from './RegistrationDialogs';
import { RegistrationFact } from './RegistrationFact';
import { RegistrationTimeline } from './RegistrationTimeline';
import { CONTESTANT_STATUS, ContestantStatusBadge } from './StatusBadges';

/** One competition entry: the act, its performers and fee, its history, and what it allows now. */
export function RegistrationCard({
  contestant,
  realm,
  onOpen,
}: {
  contestant: TContestant;
  realm: TRealm;
  onOpen: (kind: RegistrationDialogKind) => void;
}) {
  const { status } = contestant;
  const titleId = `registration-${contestant.id}`;
  const started = Date.parse(contestant.event.startsAt) <= Date.now();
  const canCancel = status !== 'cancelled' && status !== 'rejected' && !(started && status === 'approved');
  const canAdd =
    contestant.isGroupPerformance &&
    (status === 'pending_payment' || (status === 'registered' && contestant.feeCredits === 0));
  const members = 1 + contestant.additionalContestants.length;
  // A paid fee has its GST invoice (decision 079), kept after a refund with the refund's credit note.
  const invoiced =
    contestant.feeCredits > 0 &&
    (contestant.paymentStatus === 'COMPLETED' || contestant.paymentStatus === 'REFUNDED');

  return (
    <Card role="article" aria-labelledby={titleId} className="overflow-hidden">
      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ContestantStatusBadge status={status} />
            <span className="text-xs text-ink-muted">
              {t('card.registeredAt', { when: formatStamp(contestant.createdAt) })}
            </span>
          </div>
          <h2 id={titleId} className="mt-2 text-lg font-semibold">
            <Link to={eventPath(realm, contestant.eventId)} className="hover:underline">
              {contestant.event.title}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />{' '}
              {formatDay(contestant.event.startsAt, contestant.event.timeZone)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" /> {contestant.event.districtName}
            </span>
          </p>
          <p className="mt-3 rounded-xl bg-surface-muted px-3.5 py-2.5 text-sm text-ink">
            {status === 'cancelled' && contestant.withdrawnBy === 'organiser'
              ? t('card.organiserWithdrew')
              : CONTESTANT_STATUS[status].text}
            {/* Turned down: what became of the money, by the competition's rule (decision 054). */}
            {status === 'rejected' && (
              <span className="mt-1 block font-medium">{notSelectedMoneyText(contestant)}</span>
            )}
            {/* Which round the entry stands in, or comes to next (decision 054). */}
            {contestant.round && ['registered', 'under_review', 'approved'].includes(status) && (
              <span className="mt-1 block font-medium">
                {t(status === 'approved' ? 'card.youAreIn' : 'card.yourRound', {
                  round: contestant.round.title,
                  day: formatDay(contestant.round.startsAt, contestant.round.timeZone),
                })}
              </span>
            )}
          </p>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <RegistrationFact icon={<Music className="size-4" />} term={t('card.act')}>
              {contestant.performance.title}
              <span className="block text-ink-muted">
                {t('card.actDetail', {
                  category: categoryLabel(contestant.performance.category),
                  minutes: contestant.performance.durationMinutes,
                })}
              </span>
            </RegistrationFact>
            <RegistrationFact icon={<Users className="size-4" />} term={t('card.performers')}>
              {contestant.isGroupPerformance ? t('groupOf', { count: members }) : t('solo')}
              {contestant.additionalContestants.length > 0 && (
                <span className="block text-ink-muted">
                  {contestant.personalDetails.fullName},{' '}
                  {contestant.additionalContestants.map((m) => m.fullName).join(', ')}
                </span>
              )}
            </RegistrationFact>
            <RegistrationFact icon={<Coins className="size-4" />} term={t('entryFee')}>
              {entryPaidText(contestant)}
              <span className="block text-ink-muted">
                {contestant.paymentStatus === 'COMPLETED'
                  ? status === 'rejected'
                    ? t('card.paidNotRefunded')
                    : t('card.paid')
                  : contestant.paymentStatus === 'REFUNDED'
                    ? entryRefundText(contestant)
                    : contestant.feeCredits === 0
                      ? t('card.nothingToPay')
                      : t('card.notPaidYet')}
              </span>
            </RegistrationFact>
            {contestant.notes && (
              <RegistrationFact icon={<Trophy className="size-4" />} term={t('card.juryNote')}>
                {contestant.notes}
              </RegistrationFact>
            )}
          </dl>
        </div>
        <RegistrationTimeline contestant={contestant} />
      </div>
      {(status === 'pending_payment' || canCancel || canAdd || invoiced) && (
        <div className="flex flex-wrap gap-2 border-t border-line px-4 py-3 sm:px-5">
          {status === 'pending_payment' && (
            <CardAction icon={Coins} onClick={() => onOpen('pay')}>
              {t('card.pay', { fee: contestant.feeCredits })}
            </CardAction>
          )}
          {canAdd && (
            <CardAction variant="secondary" icon={Users} onClick={() => onOpen('members')}>
              {t('card.addMembers')}
            </CardAction>
          )}
          {invoiced && (
            <Link
              to={entryInvoicePath(realm, contestant.id)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <FileText aria-hidden className="size-4" />
              {t('invoices.link')}
            </Link>
          )}
          {canCancel && (
            <CardAction variant="danger" icon={Ban} onClick={() => onOpen('cancel')}>
              {t('withdrawEntry')}
            </CardAction>
          )}
        </div>
      )}
    </Card>
  );
}
