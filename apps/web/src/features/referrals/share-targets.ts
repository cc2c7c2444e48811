import type { TSharePlatform } from '@engagex/contracts';
import { t } from './messages';

/** Where an invite can be shared from the share modal; 'copy' is the copy button's own record. */
export type ShareTarget = Exclude<TSharePlatform, 'copy'>;

// The platforms' own names stay as they are in every language; only "Email" is a word.
export const SHARE_TARGETS: readonly { platform: ShareTarget; readonly label: string }[] = [
  { platform: 'whatsapp', label: 'WhatsApp' },
  { platform: 'x', label: 'X' },
  { platform: 'facebook', label: 'Facebook' },
  { platform: 'linkedin', label: 'LinkedIn' },
  { platform: 'telegram', label: 'Telegram' },
  {
    platform: 'email',
    get label() {
      return t('share.platform.email');
    },
  },
];

const enc = encodeURIComponent;

/** Each platform's own share address, carrying the tracking link of the share that was just recorded. */
export function shareUrlFor(platform: ShareTarget, trackingUrl: string): string {
  // The invitation a friend receives, in the sharer's language.
  const message = t('invite.message');
  switch (platform) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${message} ${trackingUrl}`)}`;
    case 'x':
      return `https://x.com/intent/post?text=${enc(message)}&url=${enc(trackingUrl)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(trackingUrl)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(trackingUrl)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${enc(trackingUrl)}&text=${enc(message)}`;
    case 'email':
      return `mailto:?subject=${enc(t('invite.subject'))}&body=${enc(`${message}\n\n${trackingUrl}`)}`;
  }
}
