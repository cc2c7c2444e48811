import type { TRealm } from '@engagex/contracts';
import { TriangleAlert } from 'lucide-react';
import { rich } from '@/i18n/rich';
import { Button } from '@/ui/Button';
import { t } from '../check-in/messages';
import { formatWarningTime } from '../format';
import { realmName } from '../realm-name';
import type { Outcome } from './check-in-outcome';
import type { Insist } from './use-check-in-desk';

type WrongShow = Extract<Outcome, { kind: 'other-show' | 'other-day' }>;

/**
 * The loud stop (docs/product.md "At the door (check-in)"): a good ticket, but for another show or day. Orange and framed thick, unlike any other
 * answer, announced at once (role alert, with a sound and a buzz from the desk), naming the ticket's own show in
 * its event's zone. Nobody is in until the desk presses Admit anyway.
 */
export function WrongShowAlert({
  outcome,
  busy,
  onAdmitAnyway,
}: {
  outcome: WrongShow;
  busy: boolean;
  onAdmitAnyway: (scan: { realm: TRealm; ticketCode: string }, insist: Insist) => void;
}) {
  const otherShow = outcome.kind === 'other-show';
  const title = otherShow ? t('wrong.titleShow') : t('wrong.titleDay');
  const strong = (text: string) => <strong className="font-semibold">{text}</strong>;
  const when = formatWarningTime(otherShow ? outcome.startsAt : outcome.slotStartsAt, outcome.timeZone);
  return (
    <section
      role="alert"
      aria-label={title}
      data-palette="orange"
      data-outcome="wrong-show"
      className="animate-fade-in overflow-hidden rounded-2xl border-4 border-tone-solid bg-tone-soft shadow-lg"
    >
      <div className="flex items-center gap-3 bg-tone-solid px-5 py-3 text-slate-950">
        <TriangleAlert aria-hidden className="size-8 shrink-0" strokeWidth={2.5} />
        <h2 className="text-xl font-extrabold tracking-tight text-slate-950 sm:text-2xl">{title}</h2>
      </div>
      <div className="flex flex-col gap-2 p-5 sm:p-6">
        <p className="text-base text-ink">
          {otherShow ? rich(t('wrong.forShow', { title: outcome.title }), { strong }) : t('wrong.forDay')}
        </p>
        <p className="text-2xl font-bold text-tone-fg">{when}</p>
        <p className="text-sm text-ink">
          {rich(otherShow ? t('wrong.notShow') : t('wrong.notToday'), { strong })}
        </p>
        <p className="text-sm text-ink-muted">
          {rich(t('ticket.line', { code: outcome.ticketCode, realm: realmName(outcome.realm) }), {
            code: (text) => <span className="font-mono text-ink">{text}</span>,
          })}
        </p>
        <div className="mt-2">
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => onAdmitAnyway(outcome, otherShow ? 'show' : 'day')}
          >
            {t('wrong.admit')}
          </Button>
        </div>
      </div>
    </section>
  );
}
