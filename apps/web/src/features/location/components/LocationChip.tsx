import { ChevronDown, MapPin } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazy } from '@/i18n/lazy';
import { detectDeviceType } from '@/lib/device';
import { cx } from '@/ui/cx';
import { fullPlace, shortPlace } from '../format';
import { t } from '../messages';
import { useUserLocation } from '../use-user-location';

const loadLocationDialog = () => import('./LocationDialog');
const LocationDialog = lazy(loadLocationDialog);

type ChipVariant = 'full' | 'short' | 'code';

/**
 * The visitor's location as a button that opens the location dialog (detect again, or pick a country).
 * `full` for the dashboard, `short` for the desktop top bar, `code` (country code only) for the phone app bar.
 */
export function LocationChip({
  variant = 'full',
  tone = 'default',
  className,
}: {
  variant?: ChipVariant;
  /** `inverse` sits on a coloured background, such as the dashboard's welcome banner. */
  tone?: 'default' | 'inverse';
  className?: string;
}) {
  const location = useUserLocation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  const text = !location
    ? variant === 'code'
      ? '…'
      : t('locating')
    : variant === 'full'
      ? fullPlace(location)
      : variant === 'short'
        ? shortPlace(location)
        : location.countryCode;

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadLocationDialog()}
        onFocus={() => void loadLocationDialog()}
        aria-haspopup="dialog"
        aria-label={
          location
            ? t('label', {
                place: variant === 'code' ? `${location.countryName} (${location.countryCode})` : text,
              })
            : t('labelFinding')
        }
        title={location ? t('title', { place: fullPlace(location) }) : t('change')}
        className={cx(
          'inline-flex min-w-0 items-center gap-1.5 rounded-full transition-colors duration-(--duration-fast)',
          'focus-visible:outline-2 focus-visible:outline-offset-2',
          tone === 'inverse'
            ? 'bg-white/15 text-white ring-1 ring-white/25 backdrop-blur-sm hover:bg-white/25 focus-visible:outline-white'
            : 'border border-line bg-surface-muted text-ink hover:border-line-strong focus-visible:outline-focus',
          variant === 'full' ? 'h-9 px-3 text-sm font-medium' : 'h-8 px-2.5 text-xs font-semibold',
          className,
        )}
      >
        <MapPin
          aria-hidden
          className={cx('size-4 shrink-0', tone === 'inverse' ? 'text-white' : 'text-primary')}
        />
        <span className={cx('truncate', !location && 'opacity-75')}>{text}</span>
        {variant !== 'code' && (
          <ChevronDown
            aria-hidden
            className={cx('size-3.5 shrink-0', tone === 'inverse' ? 'text-indigo-100' : 'text-ink-muted')}
          />
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LocationDialog
            open={open}
            onOpenChange={setOpen}
            variant={
              detectDeviceType(window.innerWidth, navigator.userAgent) === 'mobile' ? 'sheet' : 'center'
            }
          />
        </Suspense>
      )}
    </>
  );
}
