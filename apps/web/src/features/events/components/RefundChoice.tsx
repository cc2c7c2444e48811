import type { TRefundTo } from '@engagex/contracts';
import { CreditCard, Wallet } from 'lucide-react';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { formatCredits } from '../format';

/**
 * Where a cancelled gateway payment goes (decision 038): back to the original payment, selected first, or to the
 * wallet as credits. Each choice says the amount it returns and how soon.
 */
export function RefundChoice({
  money,
  credits,
  value,
  onChange,
}: {
  /** The refund in the money paid ("₹800"). */
  money: string;
  credits: number;
  value: TRefundTo;
  onChange: (value: TRefundTo) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Where should the money go?</legend>
      <ChoiceCard
        name="refund-to"
        value="original"
        checked={value === 'original'}
        onSelect={() => onChange('original')}
        icon={<CreditCard aria-hidden className="size-4" />}
        title={`Refund ${money} to my original payment`}
        detail="Back to the card or account you paid with; banks usually show it within 5 to 7 working days."
      />
      <ChoiceCard
        name="refund-to"
        value="credits"
        checked={value === 'credits'}
        onSelect={() => onChange('credits')}
        icon={<Wallet aria-hidden className="size-4" />}
        title={`Refund ${formatCredits(credits)} to my wallet`}
        detail="At once, to spend on another booking. Credits are not paid out as money."
      />
    </fieldset>
  );
}
