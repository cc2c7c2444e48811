import { TOAST } from '@engagex/contracts';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSpeech } from '@/i18n/switch-language';
import { t } from '../controls/messages';
import { cx } from '../cx';
import { shownToast } from './shown';
import { dismissToast, type ToastVariant, useToasts } from './store';

const tone = { info: 'blue', success: 'green', error: 'red' } as const satisfies Record<ToastVariant, string>;
const icons = { info: Info, success: CircleCheck, error: CircleAlert } satisfies Record<
  ToastVariant,
  unknown
>;

/**
 * Radix toasts with the docs/product.md §9 settings: 5000 ms, swipe threshold 50, F8 to reach them. Each toast's
 * words are written here, at paint time, and painted again when the reader switches language (decision 116).
 */
export default function Toaster() {
  const toasts = useToasts();
  useSpeech();
  return (
    <RadixToast.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThreshold}
      swipeDirection="right"
      label={t('toast.label')}
    >
      {toasts.map((item) => {
        const variant = item.variant ?? 'info';
        const Icon = icons[variant];
        const { title, description } = shownToast(item);
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            duration={item.durationMs ?? TOAST.durationMs}
            type={variant === 'error' ? 'foreground' : 'background'}
            data-palette={tone[variant]}
            className={cx(
              'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-lg',
              'data-[state=open]:animate-fade-in data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
              'data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
            )}
          >
            <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-xl bg-tone-soft text-tone-fg">
              <Icon aria-hidden className="size-4.5" />
            </span>
            <div className="min-w-0 flex-1">
              <RadixToast.Title className="text-sm font-semibold text-ink">{title}</RadixToast.Title>
              {description && (
                <RadixToast.Description className="mt-0.5 text-sm text-ink-muted">
                  {description}
                </RadixToast.Description>
              )}
            </div>
            <RadixToast.Close
              aria-label={t('toast.dismiss')}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        hotkey={[...TOAST.hotkey]}
        className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none max-sm:bottom-[calc(4.5rem+env(safe-area-inset-bottom))]"
      />
    </RadixToast.Provider>
  );
}
