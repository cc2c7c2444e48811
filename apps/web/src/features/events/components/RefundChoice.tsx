import type { TRefundTo } from '@engagex/contracts';
import { CreditCard, Wallet } from 'lucide-react';
import { ChoiceCard } from '@/ui/ChoiceCard';
import { formatCredits } from '../format';
import { t } from '../later/messages';

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
      <legend className="mb-2 text-sm font-medium text-ink">{t('refundTo.legend')}</legend>
      <ChoiceCard
        name="refund-to"
        value="original"
        checked={value === 'original'}
        onSelect={() => onChange('original')}
        icon={<CreditCard aria-hidden className="size-4" />}
        title={t('refundTo.original', { money })}
        detail={t('refundTo.original.detail')}
      />
      <ChoiceCard
        name="refund-to"
        value="credits"
        checked={value === 'credits'}
        onSelect={() => onChange('credits')}
        icon={<Wallet aria-hidden className="size-4" />}
        title={t('refundTo.wallet', { credits: formatCredits(credits) })}
        detail={t('refundTo.wallet.detail')}
      />
    </fieldset>
  );
}
