import { FEE_IF_NOT_SELECTED_TEXT, type TEvent } from '@engagex/contracts';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { formatCredits } from '../format';
import { registerPath } from '../paths';

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
          <h2 className="text-lg font-semibold">Perform on this stage</h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {event.registrationFeeCredits === 0
              ? 'Free to enter.'
              : `Entry fee ${formatCredits(event.registrationFeeCredits)}.`}{' '}
            {event.maxGroupSize > 1
              ? `Solo acts or groups of up to ${event.maxGroupSize}.`
              : 'Solo performances only.'}
            {/* The group's price before the first step, not first at step 2. */}
            {event.maxGroupSize > 1 && event.feePerAdditionalContestant > 0 && (
              <> +{formatCredits(event.feePerAdditionalContestant)} per extra member.</>
            )}
          </p>
          {event.registrationFeeCredits > 0 && (
            <p className="mt-1 text-sm text-ink-muted">{FEE_IF_NOT_SELECTED_TEXT[event.feeIfNotSelected]}</p>
          )}
        </div>
        {closed ? (
          <p className="text-sm font-medium text-ink-muted">Registration has closed</p>
        ) : (
          <Link to={registerPath(event.realm, event.id)} className={buttonClasses({ size: 'lg' })}>
            Register as contestant
          </Link>
        )}
      </div>
    </Card>
  );
}
