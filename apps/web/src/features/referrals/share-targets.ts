import type { TSharePlatform } from '@engagex/contracts';

/** Where an invite can be shared from the share modal; 'copy' is the copy button's own record. */
export type ShareTarget = Exclude<TSharePlatform, 'copy'>;

export const SHARE_TARGETS: readonly { platform: ShareTarget; label: string }[] = [
  { platform: 'whatsapp', label: 'WhatsApp' },
  { platform: 'x', label: 'X' },
  { platform: 'facebook', label: 'Facebook' },
  { platform: 'linkedin', label: 'LinkedIn' },
  { platform: 'telegram', label: 'Telegram' },
  { platform: 'email', label: 'Email' },
];

export const INVITE_MESSAGE =
  'Join me on EngageX: book events, try the creative AI studios and earn credits. Sign up with my invite:';
export const INVITE_EMAIL_SUBJECT = 'Join me on EngageX';

const enc = encodeURIComponent;

/** Each platform's own share address, carrying the tracking link of the share that was just recorded. */
export function shareUrlFor(platform: ShareTarget, trackingUrl: string): string {
  switch (platform) {
    case 'whatsapp':
      return `https://wa.me/?text=${enc(`${INVITE_MESSAGE} ${trackingUrl}`)}`;
    case 'x':
      return `https://x.com/intent/post?text=${enc(INVITE_MESSAGE)}&url=${enc(trackingUrl)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(trackingUrl)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(trackingUrl)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${enc(trackingUrl)}&text=${enc(INVITE_MESSAGE)}`;
    case 'email':
      return `mailto:?subject=${enc(INVITE_EMAIL_SUBJECT)}&body=${enc(`${INVITE_MESSAGE}\n\n${trackingUrl}`)}`;
  }
}
