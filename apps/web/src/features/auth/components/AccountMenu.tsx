import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazy } from '@/i18n/lazy';
import { useCurrentUser } from '@/lib/account';
import { Avatar } from '@/ui/Avatar';
import { cx } from '@/ui/cx';
import { Spinner } from '@/ui/Spinner';
import { formatNumber } from '../format';
import { t } from '../messages';

const loadPanel = () => import('./AccountPanel');
const AccountPanel = lazy(loadPanel);

/**
 * The desktop user menu: a disclosure (button + panel) rather than an ARIA menu, since the panel holds
 * information as well as an action. Escape and a click outside close it and focus returns to the button.
 */
export function AccountMenu() {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cx(
          'flex items-center gap-2.5 rounded-xl py-1 pr-2 pl-1 text-left transition-colors duration-(--duration-fast)',
          'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          open && 'bg-surface-muted',
        )}
      >
        <Avatar name={user.name} src={user.avatarUrl} />
        <span className="hidden min-w-0 flex-col leading-tight sm:flex">
          <span className="max-w-40 truncate text-sm font-semibold text-ink">{user.name}</span>
          <span className="text-xs text-ink-muted">
            {t('credits', { count: user.creditBalance, n: formatNumber(user.creditBalance) })}
          </span>
        </span>
        <span className="sr-only sm:hidden">{t('account', { name: user.name })}</span>
        <ChevronDown
          aria-hidden
          className={cx(
            'size-4 text-ink-muted transition-transform duration-(--duration-fast)',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 w-80 rounded-2xl border border-line bg-surface-raised p-4 shadow-xl"
      >
        {opened && (
          <Suspense
            fallback={
              <div className="flex h-40 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <AccountPanel user={user} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
