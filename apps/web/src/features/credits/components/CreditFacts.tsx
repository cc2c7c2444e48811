import { CREDIT_PRICE_INR, PURCHASE_EXPIRY_MS } from '@engagex/contracts';
import { Clock, Coins, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/currency';
import { Card } from '@/ui/Card';
import { t } from '../messages';

/** The rules of buying, as the server applies them (contracts' constants), next to the form. */
export function CreditFacts() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold">{t('facts.heading')}</h2>
      <ul className="mt-3 flex flex-col gap-3 text-sm">
        <Fact icon={<Coins className="size-4" />}>
          {t('facts.price', { price: formatMoney(CREDIT_PRICE_INR, 'INR') })}
        </Fact>
        <Fact icon={<ShieldCheck className="size-4" />}>{t('facts.secure')}</Fact>
        <Fact icon={<Clock className="size-4" />}>
          {t('facts.expiry', { minutes: PURCHASE_EXPIRY_MS / 60_000 })}
        </Fact>
      </ul>
    </Card>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted"
      >
        {icon}
      </span>
      <span className="pt-1.5 text-ink-muted">{children}</span>
    </li>
  );
}
