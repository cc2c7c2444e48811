import { CREDIT_PRICE_INR, PURCHASE_EXPIRY_MS } from '@engagex/contracts';
import { Clock, Coins, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/currency';
import { Card } from '@/ui/Card';

/** The rules of buying, as the server applies them (contracts' constants), next to the form. */
export function CreditFacts() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold">How buying works</h2>
      <ul className="mt-3 flex flex-col gap-3 text-sm">
        <Fact icon={<Coins className="size-4" />}>
          One credit costs {formatMoney(CREDIT_PRICE_INR, 'INR')}. Other currencies are converted to rupees
          first, and a part of a credit is not sold.
        </Fact>
        <Fact icon={<ShieldCheck className="size-4" />}>
          You pay on the payment provider’s secure page; credits arrive as soon as it confirms.
        </Fact>
        <Fact icon={<Clock className="size-4" />}>
          A purchase waits {PURCHASE_EXPIRY_MS / 60_000} minutes for its payment. Until then you can resume or
          cancel it here.
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
