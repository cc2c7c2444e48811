import { REFERRAL_PURCHASE_SHARE_PERCENT, REFERRAL_SIGNUP_BONUS } from '@engagex/contracts';
import { Check, Copy, History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Card';
import { Modal } from '@/ui/Modal';
import { saidNow, toast } from '@/ui/toast';
import { useReferralLink } from '../api/get-referral-link';
import { useReferralShares } from '../api/list-referral-shares';
import { useShareReferral } from '../api/share-referral';
import { BRAND } from '../brand-icons';
import { formatRelative } from '../format';
import { failureDetail, t } from '../messages';
import { SHARE_TARGETS, type ShareTarget, shareUrlFor } from '../share-targets';

const platformLabel = (platform: string): string =>
  platform === 'copy'
    ? t('share.platform.copy')
    : (SHARE_TARGETS.find((target) => target.platform === platform)?.label ?? platform);

/** The invite: QR code, the link with a copy button, and the share buttons (each share is recorded first). */
export default function ReferralShareModal({
  open,
  onOpenChange,
  variant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: 'center' | 'sheet';
}) {
  const link = useReferralLink();
  const share = useShareReferral();
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a refused permission): leave the link selected instead.
      field.current?.select();
      toast({ title: () => t('share.copyManually.title'), description: () => t('share.copyManually.text') });
    }
    // Counted among the shares; a failure to record it is not worth the user's attention.
    share.mutate('copy', { onError: () => {} });
  };

  const shareOn = async (platform: ShareTarget) => {
    // The tab opens within the click, before the share is recorded, so popup blockers let it through.
    const tab = platform === 'email' ? null : window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setSharing(platform);
    try {
      const record = await share.mutateAsync(platform);
      const url = shareUrlFor(platform, record.trackingUrl);
      if (platform === 'email') window.location.href = url;
      else if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener,noreferrer');
    } catch (error) {
      tab?.close();
      toast({
        title: () => t('failed.share'),
        description: isApiError(error) ? saidNow(error.message) : undefined,
        variant: 'error',
      });
    } finally {
      setSharing(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant={variant}
      title={t('share.title')}
      description={t('share.description', {
        bonus: REFERRAL_SIGNUP_BONUS,
        percent: REFERRAL_PURCHASE_SHARE_PERCENT,
      })}
    >
      <div className="flex flex-col gap-5 pt-2">
        {link.isError ? (
          <div role="alert" className="rounded-xl border border-line bg-surface-muted p-4 text-sm">
            <p className="font-semibold text-ink">{t('failed.link')}</p>
            <p className="mt-1 text-ink-muted">{failureDetail(link.error) ?? t('failed.tryAgainLater')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void link.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col items-center gap-2">
              {link.data ? (
                <img
                  src={link.data.qrCode}
                  alt={t('share.qr')}
                  width={176}
                  height={176}
                  className="size-44 rounded-2xl bg-white p-2 ring-1 ring-line"
                />
              ) : (
                <Skeleton className="size-44 rounded-2xl" />
              )}
              <p className="text-xs text-ink-muted">{t('share.scan')}</p>
            </div>

            <div className="flex flex-col gap-1.5">
              <label htmlFor="referral-link" className="text-sm font-medium text-ink">
                {t('share.linkLabel')}
              </label>
              <div className="flex gap-2">
                {link.data ? (
                  <input
                    id="referral-link"
                    ref={field}
                    readOnly
                    value={link.data.referralLink}
                    onFocus={(event) => event.currentTarget.select()}
                    className="h-10 min-w-0 flex-1 rounded-xl border border-line-strong bg-surface-muted px-3 font-mono text-[13px] text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus"
                  />
                ) : (
                  <Skeleton className="h-10 flex-1 rounded-xl" />
                )}
                <Button
                  variant={copied ? 'secondary' : 'primary'}
                  disabled={!link.data}
                  icon={
                    copied ? (
                      <Check aria-hidden className="size-4" />
                    ) : (
                      <Copy aria-hidden className="size-4" />
                    )
                  }
                  onClick={() => link.data && void copyLink(link.data.referralLink)}
                >
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              </div>
              <p aria-live="polite" className="min-h-4 text-xs text-ink-muted">
                {copied
                  ? t('share.copiedNote')
                  : link.data
                    ? t('share.code', { code: link.data.referralCode })
                    : ''}
              </p>
            </div>

            <section aria-labelledby="share-on-heading">
              <h3 id="share-on-heading" className="text-sm font-semibold text-ink">
                {t('share.on')}
              </h3>
              <ul className="mt-3 grid grid-cols-3 gap-2 xs:grid-cols-6">
                {SHARE_TARGETS.map(({ platform, label }) => (
                  <li key={platform}>
                    <button
                      type="button"
                      disabled={!link.data || sharing !== null}
                      onClick={() => void shareOn(platform)}
                      aria-label={t('share.onPlatform', { platform: label })}
                      aria-busy={sharing === platform || undefined}
                      className="flex w-full flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-xs font-medium text-ink transition-colors duration-(--duration-fast) hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
                    >
                      <span
                        className={`inline-flex size-11 items-center justify-center rounded-full shadow-sm ${BRAND[platform].className}`}
                      >
                        {BRAND[platform].mark}
                      </span>
                      {label}
                    </button>
                  </li>
                ))}
              </ul>
            </section>

            <RecentShares />
          </>
        )}
      </div>
    </Modal>
  );
}

/** The last shares (the server keeps 20), folded away: a reminder of where the invite already went. */
function RecentShares() {
  const shares = useReferralShares();
  if (!shares.data?.length) return null;
  return (
    <details className="group rounded-xl border border-line px-3 py-2 text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-medium text-ink [&::-webkit-details-marker]:hidden">
        <History aria-hidden className="size-4 text-ink-muted" />
        {t('share.recent', { count: shares.data.length })}
      </summary>
      <ul className="mt-2 divide-y divide-line">
        {shares.data.map((record) => (
          <li key={record.shareId} className="flex items-center justify-between gap-3 py-1.5">
            <span className="text-ink">{platformLabel(record.platform)}</span>
            <time dateTime={record.sharedAt} className="text-xs text-ink-muted">
              {formatRelative(record.sharedAt)}
            </time>
          </li>
        ))}
      </ul>
    </details>
  );
}
