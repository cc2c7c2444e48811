import { t } from '../messages';
import { BalanceCard } from './BalanceCard';
import { BuyCreditsForm } from './BuyCreditsForm';
import { CreditFacts } from './CreditFacts';
import { CreditsHistory } from './CreditsHistory';
import { PendingPurchases } from './PendingPurchases';

/** /credits: the wallet, buying more, purchases waiting for payment, and every past movement. */
export function CreditsPage() {
  return (
    <div className="@container mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>{t('page.title')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('page.heading')}</h1>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">{t('page.intro')}</p>
      </header>
      <PendingPurchases />
      {/* Wide: balance and the buying rules on the left, the form beside them. Narrow: the form comes second. */}
      <div className="grid items-start gap-6 @4xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="@4xl:col-start-1 @4xl:row-start-1">
          <BalanceCard />
        </div>
        <div className="@4xl:col-start-2 @4xl:row-span-2 @4xl:row-start-1">
          <BuyCreditsForm />
        </div>
        <div className="@4xl:col-start-1 @4xl:row-start-2">
          <CreditFacts />
        </div>
      </div>
      <CreditsHistory />
    </div>
  );
}
