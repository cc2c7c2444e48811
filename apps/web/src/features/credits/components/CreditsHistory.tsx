import { type KeyboardEvent, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { lazy } from '@/i18n/lazy';
import { useCreditBalance } from '@/lib/account';
import { pageFrom } from '@/lib/page-param';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { isLedgerKind } from '../ledger-kinds';
import { t } from '../messages';
import { ListSkeleton, PurchaseHistory } from './PurchaseHistory';

/** Purchases are the tab a visitor sees first; the ledger's list loads when its tab opens (decision 081). */
const LedgerList = lazy(() => import('./LedgerList').then((m) => ({ default: m.LedgerList })));

/** The section's anchor: the balance card's "ledger" link scrolls here. */
export const HISTORY_ID = 'history';

const TABS = [
  {
    id: 'purchases',
    get label() {
      return t('history.purchases');
    },
  },
  {
    id: 'ledger',
    get label() {
      return t('history.ledger');
    },
  },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** Purchases and the wallet's ledger, as tabs; tab, page and filter live in the address so Back works. */
export function CreditsHistory() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('view') === 'ledger' ? 'ledger' : 'purchases';
  const page = pageFrom(params);
  const type = params.get('type');
  // The ledger is addressed by user id, which the balance answer carries.
  const balance = useCreditBalance();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const section = useRef<HTMLDivElement>(null);
  const { hash, key } = useLocation();

  // A link to #history (the balance card's) brings the section into view once the page has its height.
  useEffect(() => {
    if (hash !== `#${HISTORY_ID}` || !key) return;
    const frame = requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);

  const update = (next: { view?: Tab; page?: number; type?: string | undefined }) => {
    const merged = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) =>
      value ? merged.set(key, value) : merged.delete(key);
    if (next.view !== undefined) set('view', next.view === 'purchases' ? undefined : next.view);
    if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
    if ('type' in next) set('type', next.type);
    setParams(merged, { preventScrollReset: true });
  };

  const select = (id: Tab) => update({ view: id, page: 1, type: undefined });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const nextIndex = (index + step + TABS.length) % TABS.length;
    const next = TABS[nextIndex];
    if (!next) return;
    select(next.id);
    tabs.current[nextIndex]?.focus();
  };

  return (
    <div ref={section} id={HISTORY_ID} className="scroll-mt-20">
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="history-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="history-heading" className="text-lg font-semibold">
              {t('history.heading')}
            </h2>
            <div
              role="tablist"
              aria-label={t('history.tabs')}
              className="inline-flex rounded-xl bg-surface-muted p-1"
            >
              {TABS.map(({ id, label }, index) => {
                const selected = tab === id;
                return (
                  <button
                    key={id}
                    ref={(element) => {
                      tabs.current[index] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`credits-tab-${id}`}
                    aria-selected={selected}
                    // Only the shown panel exists; pointing at a missing one is invalid ARIA.
                    aria-controls={selected ? `credits-panel-${id}` : undefined}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => select(id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    className={cx(
                      'h-8 rounded-lg px-3.5 text-sm font-medium transition-colors duration-(--duration-fast)',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
                      selected ? 'bg-surface text-ink shadow-xs' : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    {label}
                  </button>
                );
              })}
            </div>
          </div>
          <div
            role="tabpanel"
            id={`credits-panel-${tab}`}
            aria-labelledby={`credits-tab-${tab}`}
            className="mt-4"
          >
            {tab === 'purchases' ? (
              <PurchaseHistory page={page} onPageChange={(next) => update({ page: next })} />
            ) : (
              <Suspense fallback={<ListSkeleton />}>
                <LedgerList
                  userId={balance.data?.userId}
                  userError={balance.isError ? () => void balance.refetch() : undefined}
                  page={page}
                  type={isLedgerKind(type) ? type : undefined}
                  onChange={(next) => update({ page: next.page, type: next.type })}
                />
              </Suspense>
            )}
          </div>
        </section>
      </Card>
    </div>
  );
}
