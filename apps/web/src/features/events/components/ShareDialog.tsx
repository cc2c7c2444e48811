import type { TEvent } from '@engagex/contracts';
import { Check, Copy, Link2, Mail, MessageCircle, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { eventTitle } from '@/lib/content-text';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';
import { type SharePlatform, useShareEvent } from '../api/share-event';
import { t } from '../later/messages';
import { ErrorNotice } from './feedback';

type Target = {
  platform: Exclude<SharePlatform, 'copy'>;
  label: string;
  icon: ReactNode;
  url: (link: string, text: string) => string;
};

const enc = encodeURIComponent;
const TARGETS: Target[] = [
  {
    platform: 'whatsapp',
    label: 'WhatsApp',
    icon: <MessageCircle className="size-5" />,
    url: (l, t) => `https://wa.me/?text=${enc(`${t} ${l}`)}`,
  },
  {
    platform: 'x',
    label: 'X',
    icon: <span className="text-base font-black">𝕏</span>,
    url: (l, t) => `https://x.com/intent/post?text=${enc(t)}&url=${enc(l)}`,
  },
  {
    platform: 'facebook',
    label: 'Facebook',
    icon: <span className="text-lg font-black">f</span>,
    url: (l) => `https://www.facebook.com/sharer/sharer.php?u=${enc(l)}`,
  },
  {
    platform: 'linkedin',
    label: 'LinkedIn',
    // not translated: LinkedIn's mark
    icon: <span className="text-sm font-black">in</span>,
    url: (l) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(l)}`,
  },
  {
    platform: 'telegram',
    label: 'Telegram',
    icon: <Send className="size-5" />,
    url: (l, t) => `https://t.me/share/url?url=${enc(l)}&text=${enc(t)}`,
  },
  {
    platform: 'email',
    get label() {
      return t('share.email');
    },
    icon: <Mail className="size-5" />,
    url: (l, t) => `mailto:?subject=${enc(t)}&body=${enc(`${t}\n${l}`)}`,
  },
];

/**
 * Every share is recorded (POST /events/:id/share gives a tracked link); the platform's own share page then
 * opens with it. The window is opened at the click, before the link arrives, so pop-up blockers allow it.
 */
export default function ShareDialog({
  event,
  open,
  onOpenChange,
}: {
  event: TEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const share = useShareEvent(event.realm, event.id);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const text = t('share.text', { title: event.title });

  const shareTo = (target: Target) => {
    const win = target.platform === 'email' ? null : window.open('', '_blank');
    share.mutate(target.platform, {
      onSuccess: ({ link: tracked }) => {
        setLink(tracked);
        const url = target.url(tracked, text);
        if (win) win.location.href = url;
        else window.location.href = url;
      },
      onError: () => win?.close(),
    });
  };

  const copy = () => {
    share.mutate('copy', {
      onSuccess: async ({ link: tracked }) => {
        setLink(tracked);
        try {
          await navigator.clipboard.writeText(tracked);
          setCopied(true);
          toast({ title: () => t('share.copied'), variant: 'success' });
        } catch {
          toast({ title: () => t('share.copyBelow'), description: () => t('share.copyRefused') });
        }
      },
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('share.title')} description={eventTitle(event)}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {TARGETS.map((target) => (
          <li key={target.platform}>
            <button
              type="button"
              onClick={() => shareTo(target)}
              disabled={share.isPending}
              className={cx(
                'flex w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-3 text-xs font-medium text-ink transition-colors',
                'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60',
              )}
            >
              <span
                aria-hidden
                className="inline-flex size-11 items-center justify-center rounded-full bg-surface-muted text-ink"
              >
                {target.icon}
              </span>
              {target.label}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center gap-2 rounded-xl border border-line bg-surface-muted p-2 pl-3">
        <Link2 aria-hidden className="size-4 shrink-0 text-ink-muted" />
        <p className="min-w-0 flex-1 truncate text-sm text-ink-muted" title={link ?? undefined}>
          {link ?? t('share.linkNote')}
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={copy}
          loading={share.isPending && share.variables === 'copy'}
          icon={copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        >
          {copied ? t('share.copiedShort') : t('share.copy')}
        </Button>
      </div>
      {share.isError && <ErrorNotice className="mt-3" title={t('share.failed')} error={share.error} />}
    </Modal>
  );
}
