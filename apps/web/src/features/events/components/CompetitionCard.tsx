import type { TEvent } from '@engagex/contracts';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { registerPath } from '../paths';
import { t } from '../registration/messages';

/** A competition's call to enter, on its event page: the fee, the group size, and the way in while it is open. */
export function CompetitionCard({ event }: { event: TEvent }) {
  const closed = Date.parse(event.startsAt) <= Date.now();
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6">
      <div
        aria-hidden
        data-palette="purple"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-tone-soft blur-2xl"
      />
      <div className="relative flex flex-col gap-4">
        <span
          aria-hidden
          data-palette="purple"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-tone-soft text-tone-fg"
        >
          <Trophy className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">{t('competition.title')}</h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {t('competition.fee', { fee: event.registrationFeeCredits })}{' '}
            {event.maxGroupSize > 1
              ? t('competition.groups', { max: event.maxGroupSize })
              : t('competition.soloOnly')}
            {/* The group's price before the first step, not first at step 2. */}
            {event.maxGroupSize > 1 && event.feePerAdditionalContestant > 0 && (
              <> {t('competition.perExtra', { per: event.feePerAdditionalContestant })}</>
            )}
          </p>
          {event.registrationFeeCredits > 0 && (
            <p className="mt-1 text-sm text-ink-muted">
              {t('competition.ifNotSelected', { policy: event.feeIfNotSelected })}
            </p>
          )}
        </div>
        {closed ? (
          <p className="text-sm font-medium text-ink-muted">{t('competition.closed')}</p>
        ) : (
          <Link to={registerPath(event.realm, event.id)} className={buttonClasses({ size: 'lg' })}>
            {t('competition.register')}
          </Link>
        )}
      </div>
    </Card>
  );
}
