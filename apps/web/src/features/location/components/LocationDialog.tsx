import { DISTRICT_DATA_ATTRIBUTION, IP_LOCATION_ATTRIBUTION, MANUAL_COUNTRIES } from '@engagex/contracts';
import { Check, Coins, LocateFixed, MapPin, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { countryName } from '@/lib/country-name';
import { useCurrentLocation } from '@/lib/location-cache';
import { currencyForCountry, LOCATION_MESSAGES } from '@/lib/location-record';
import { getAuthToken } from '@/lib/storage';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Spinner';
import { dismissToast, type ToastInput, toast } from '@/ui/toast';
import { useLocatePrecisely } from '../api/locate-precisely';
import { useDetectLocation, useSetManualLocation } from '../api/update-user-location';
import { t } from '../dialog/messages';
import { fullPlace } from '../format';
import { TimeZoneChoice } from './TimeZoneChoice';

const COUNTRIES = Object.entries(MANUAL_COUNTRIES);

let lastToast: string | null = null;

/** One word about the location at a time: a second pick replaces the first toast instead of stacking on it. */
function locationToast(input: ToastInput): void {
  if (lastToast) dismissToast(lastToast);
  lastToast = toast(input);
}

/**
 * Where we think the user is, and the ways to change it: the device's precise position (decision 045), detect
 * again, or pick a country (docs/product.md §9).
 */
export default function LocationDialog({
  open,
  onOpenChange,
  variant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: 'center' | 'sheet';
}) {
  const location = useCurrentLocation();
  const detect = useDetectLocation();
  const manual = useSetManualLocation();
  const precise = useLocatePrecisely();
  const busy = detect.isPending || manual.isPending || precise.isPending;

  /*
   * While the dialog is open it answers in place: a toast is a layer of its own above the dialog, so it would
   * take the next Escape and cover the country list on a phone. A pick answers the dialog's question, so it
   * closes, and one toast (replacing any earlier one) confirms it.
   */
  // A precise location that could not be used says why and what was kept (PreciseLocationError's message).
  const failure = precise.isError
    ? precise.error.message
    : detect.isError
      ? LOCATION_MESSAGES.detectFailed
      : manual.isError
        ? LOCATION_MESSAGES.manualFailed
        : null;

  const detectAgain = () => {
    if (busy) return;
    manual.reset();
    precise.reset();
    detect.mutate(undefined);
  };

  const usePrecise = () => {
    if (busy) return;
    manual.reset();
    detect.reset();
    precise.mutate();
  };

  const choose = (code: string) => {
    if (busy) return;
    detect.reset();
    precise.reset();
    manual.mutate(code, {
      onSuccess: (chosen) => {
        onOpenChange(false);
        // The country named at paint time, so a language switch while the toast shows renames it (decision 116).
        locationToast({
          title: () => t('setTo', { place: countryName(chosen.countryCode) }),
          variant: 'success',
        });
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant={variant}
      title={t('title')}
      description={t('intro')}
    >
      <div className="flex flex-col gap-5 pt-2">
        <section aria-label={t('current')} className="rounded-2xl border border-line bg-surface-muted/60 p-4">
          {location ? (
            <>
              <div className="flex items-start gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <MapPin aria-hidden className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{fullPlace(location)}</p>
                  <p className="text-sm text-ink-muted">
                    <span className="sr-only">{t('source')}</span>
                    {t('from', { from: location.detectedFrom ?? 'default' })}
                  </p>
                </div>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div className="flex items-center gap-2">
                  <Coins aria-hidden className="size-4 shrink-0 text-ink-muted" />
                  <dt className="sr-only">{t('currency')}</dt>
                  <dd className="font-medium">{location.currency}</dd>
                </div>
                {location.detectedFrom === 'gps' && location.latlng && (
                  <div className="col-span-2 flex items-center gap-2">
                    <LocateFixed aria-hidden className="size-4 shrink-0 text-ink-muted" />
                    <dt className="sr-only">{t('coordinates')}</dt>
                    <dd className="font-medium tabular-nums">{location.latlng.replace(',', ', ')}</dd>
                  </div>
                )}
              </dl>
            </>
          ) : (
            <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
              <Spinner size="small" /> {t('finding')}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <LocateButton
              busy={busy}
              working={precise.isPending}
              icon={<LocateFixed aria-hidden className="size-4" />}
              onClick={usePrecise}
            >
              {t('precise')}
            </LocateButton>
            <LocateButton
              busy={busy}
              working={detect.isPending}
              icon={<RefreshCw aria-hidden className="size-4" />}
              onClick={detectAgain}
            >
              {t('detect')}
            </LocateButton>
          </div>
          {precise.isSuccess && (
            <p role="status" className="sr-only">
              {t('setToSentence', { place: fullPlace(precise.data) })}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {failure}
            </p>
          )}
          <p className="mt-3 text-xs text-ink-muted">
            {IP_LOCATION_ATTRIBUTION.text}{' '}
            <a
              className="underline underline-offset-2 hover:text-ink"
              href={IP_LOCATION_ATTRIBUTION.url}
              target="_blank"
              rel="noreferrer"
            >
              maxmind.com
            </a>
            .
          </p>
          {location?.detectedFrom === 'gps' && (
            <p className="mt-1.5 text-xs text-ink-muted">
              {DISTRICT_DATA_ATTRIBUTION.text}{' '}
              <a
                className="underline underline-offset-2 hover:text-ink"
                href={DISTRICT_DATA_ATTRIBUTION.url}
                target="_blank"
                rel="noreferrer"
              >
                geonames.org
              </a>
              .
            </p>
          )}
        </section>

        {/* The zone is kept with the account: signed out, the device's is the one used. */}
        {getAuthToken() && <TimeZoneChoice />}

        <section aria-labelledby="choose-country-heading">
          <h3 id="choose-country-heading" className="text-sm font-semibold text-ink">
            {t('choose')}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {COUNTRIES.map(([code, name]) => {
              const current = location?.countryCode === code;
              const pending = manual.isPending && manual.variables === code;
              return (
                <li key={code}>
                  <button
                    type="button"
                    aria-pressed={current}
                    // Not `disabled`: a disabled button drops focus out of the dialog, and Escape with it.
                    aria-disabled={busy || undefined}
                    onClick={() => choose(code)}
                    className={cx(
                      'flex w-full items-center gap-2.5 rounded-xl border px-3 py-2.5 text-left text-sm',
                      'transition-colors duration-(--duration-fast) aria-disabled:opacity-60',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                      current
                        ? 'border-primary bg-primary/10 text-ink'
                        : 'border-line bg-surface text-ink hover:bg-surface-muted',
                    )}
                  >
                    <span className="inline-flex h-6 w-8 shrink-0 items-center justify-center rounded-md bg-surface-muted font-mono text-[11px] font-semibold text-ink-muted">
                      {code}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block leading-snug font-medium">{name}</span>
                      <span className="block text-xs text-ink-muted">{currencyForCountry(code)}</span>
                    </span>
                    {pending ? (
                      <Spinner size="small" />
                    ) : current ? (
                      <Check aria-hidden className="size-4 shrink-0 text-primary" />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </Modal>
  );
}

/** aria-disabled, not disabled, while busy: a disabled button drops focus out of the dialog. */
function LocateButton({
  busy,
  working,
  icon,
  onClick,
  children,
}: {
  busy: boolean;
  working: boolean;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={busy || undefined}
      aria-busy={working || undefined}
      className="aria-disabled:opacity-60"
      icon={working ? <Spinner size="small" className="text-current" /> : icon}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
