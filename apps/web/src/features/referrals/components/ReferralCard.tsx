import { REFERRAL_PURCHASE_SHARE_PERCENT, REFERRAL_SIGNUP_BONUS } from '@engagex/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, Gift, Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { detectDeviceType } from '@/lib/device';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { cx } from '@/ui/cx';
import { referralLinkQueryOptions } from '../api/get-referral-link';
import { referralStatsQueryOptions } from '../api/get-referral-stats';
import { t } from '../card/messages';

// Both modals (and Radix Dialog under them) load when first wanted; pointing at a button starts the download.
const loadShareModal = () => import('./ReferralShareModal');
const loadStatsModal = () => import('./ReferralStatsModal');
const ReferralShareModal = lazy(loadShareModal);
const ReferralStatsModal = lazy(loadStatsModal);

type Which = 'share' | 'stats';

/** The dashboard's invite card: what a referral earns, and the buttons to the share and stats modals. */
export function ReferralCard({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Which | null>(null);
  const [wanted, setWanted] = useState({ share: false, stats: false });

  const show = (which: Which) => {
    setWanted((current) => ({ ...current, [which]: true }));
    setOpen(which);
  };
  const modalProps = (which: Which) => ({
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
    variant:
      detectDeviceType(window.innerWidth, navigator.userAgent) === 'mobile'
        ? ('sheet' as const)
        : ('center' as const),
  });
  const warm = (which: Which) => {
    if (which === 'share') {
      void loadShareModal();
      void queryClient.prefetchQuery(referralLinkQueryOptions());
    } else {
      void loadStatsModal();
      void queryClient.prefetchQuery(referralStatsQueryOptions('month'));
    }
  };

  return (
    // A container query: the card's own width (the sidebar takes its share) decides between row and column.
    <Card className={cx('@container p-5 sm:p-6', className)}>
      <div className="flex flex-col gap-5 @3xl:flex-row @3xl:items-center @3xl:justify-between">
        <section aria-labelledby="referral-card-heading" className="flex items-start gap-4">
          <span
            data-palette="pink"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-tone-soft text-tone-fg"
          >
            <Gift aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="referral-card-heading" className="text-base font-semibold text-ink">
              {t('card.heading')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {t('card.text', { bonus: REFERRAL_SIGNUP_BONUS, percent: REFERRAL_PURCHASE_SHARE_PERCENT })}
            </p>
          </div>
        </section>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            icon={<Share2 aria-hidden className="size-4" />}
            onClick={() => show('share')}
            onPointerEnter={() => warm('share')}
            onFocus={() => warm('share')}
            aria-haspopup="dialog"
          >
            {t('card.share')}
          </Button>
          <Button
            variant="secondary"
            icon={<BarChart3 aria-hidden className="size-4" />}
            onClick={() => show('stats')}
            onPointerEnter={() => warm('stats')}
            onFocus={() => warm('stats')}
            aria-haspopup="dialog"
          >
            {t('card.stats')}
          </Button>
        </div>
      </div>
      {wanted.share && (
        <Suspense fallback={null}>
          <ReferralShareModal {...modalProps('share')} />
        </Suspense>
      )}
      {wanted.stats && (
        <Suspense fallback={null}>
          <ReferralStatsModal {...modalProps('stats')} onShare={() => show('share')} />
        </Suspense>
      )}
    </Card>
  );
}
