import { CREDIT_PRICE_INR, type TEventSlot, type TTicketType } from '@engagex/contracts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/ui/Badge';
import { cx } from '@/ui/cx';
import { t } from '../event-page/messages';
import { formatCount, formatCredits } from '../format';
import { saleNote } from '../sale-note';
import { availableOf, maxOfType, type Quantities, saleState, typeName } from '../ticket-order';
import { RupeesPrice } from './RupeesPrice';

const stepButton = cx(
  'inline-flex size-10 items-center justify-center rounded-xl border border-line-strong bg-surface text-ink shadow-xs',
  'transition-colors duration-(--duration-fast) hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/**
 * The ticket types on offer for the chosen show (decision 078), each with its name (Hindi for Hindi readers), what
 * it is, its price in credits and rupees, how many are left, its sales window and a stepper bounded by its maximum
 * per booking, what is left of it and the booking's cap of 10 in all. One type is shown by the caller as the plain
 * seats stepper instead. It loads only for an event that sells several types (ChooseSeats, decision 085).
 */
export function TicketTypePicker({
  types,
  detailSlot,
  showSeats,
  quantities,
  onChange,
  timeZone,
  disabled = false,
  now = Date.now(),
}: {
  types: TTicketType[];
  detailSlot: TEventSlot | undefined;
  /** The show's free seats now (0 with no show chosen). */
  showSeats: number;
  quantities: Quantities;
  onChange: (typeId: string, quantity: number) => void;
  timeZone: string;
  disabled?: boolean;
  now?: number;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('buy.types.title')}</legend>
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {types.map((type) => {
          const state = saleState(type, now);
          const available = availableOf(type, detailSlot, showSeats);
          const quantity = quantities[type.id] ?? 0;
          const max = state === 'onSale' ? maxOfType(type, quantities, available, showSeats) : 0;
          const off = disabled || state !== 'onSale';
          const name = typeName(type);
          const note = saleNote(type, state, timeZone);
          const rowId = `${id}-${type.id}`;
          return (
            <li
              key={type.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3"
            >
              <div className="min-w-0 flex-1 basis-40">
                <p id={`${rowId}-name`} className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {name}
                  {type.hidden && <Badge tone="purple">{t('buy.type.unlocked')}</Badge>}
                </p>
                {type.description && <p className="mt-0.5 text-xs text-ink-muted">{type.description}</p>}
                <p id={`${rowId}-facts`} className="mt-1 text-sm text-ink">
                  {type.priceCredits === 0 ? (
                    t('price.free')
                  ) : (
                    <>
                      <span className="font-medium">{formatCredits(type.priceCredits)}</span>
                      <span className="text-ink-muted">
                        {' · '}
                        <RupeesPrice inr={type.priceCredits * CREDIT_PRICE_INR} />
                      </span>
                    </>
                  )}
                  {state === 'onSale' && (
                    <span className={cx('block text-xs', available === 0 ? 'text-danger' : 'text-ink-muted')}>
                      {available === 0
                        ? t('buy.type.soldOut')
                        : t('buy.type.left', { count: available, amount: formatCount(available) })}
                    </span>
                  )}
                  {note && <span className="block text-xs text-ink-muted">{note}</span>}
                </p>
              </div>
              <fieldset
                aria-labelledby={`${rowId}-name`}
                aria-describedby={`${rowId}-facts`}
                className="flex items-center gap-2"
              >
                <button
                  type="button"
                  className={stepButton}
                  aria-label={t('buy.type.remove', { name })}
                  disabled={off || quantity <= 0}
                  onClick={() => onChange(type.id, Math.max(0, quantity - 1))}
                >
                  <Minus aria-hidden className="size-4" />
                </button>
                <output
                  aria-live="polite"
                  aria-label={t('buy.type.count', { count: quantity, name })}
                  className="min-w-8 text-center text-lg font-bold text-ink tabular-nums"
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className={stepButton}
                  aria-label={t('buy.type.add', { name })}
                  disabled={off || quantity >= max}
                  onClick={() => onChange(type.id, Math.min(max, quantity + 1))}
                >
                  <Plus aria-hidden className="size-4" />
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
