import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from './controls/messages';
import { cx } from './cx';

/**
 * A dialog (Radix: focus trap, Escape, scroll lock, labelled by its title). `sheet` slides up from the bottom,
 * for the mobile variant.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'center',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  variant?: 'center' | 'sheet';
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // Without a description, say so explicitly; Radix then links none instead of warning.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed z-50 flex flex-col border border-line bg-surface text-ink shadow-2xl focus:outline-none',
            variant === 'sheet'
              ? 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-slide-up'
              : 'top-1/2 left-1/2 max-h-[85dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-fade-in',
          )}
        >
          {variant === 'sheet' && (
            <div aria-hidden className="mx-auto mt-3 h-1.5 w-10 rounded-full bg-line-strong" />
          )}
          <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm text-ink-muted">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('modal.close')}
              className="-mr-2 inline-flex size-10 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 pb-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
