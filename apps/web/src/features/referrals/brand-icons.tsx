import { Mail, MessageCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ShareTarget } from './share-targets';

/**
 * Each platform's mark on its brand colour. lucide has no brand logos: X's is drawn here, the others are
 * lucide shapes close to the brand (a chat bubble, a paper plane) or the brand's lettering.
 */
const XLogo = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4 fill-current">
    <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
  </svg>
);

const lettering = (text: string) => (
  <span aria-hidden className="font-sans text-[15px] leading-none font-extrabold tracking-tight">
    {text}
  </span>
);

export const BRAND: Record<ShareTarget, { mark: ReactNode; className: string }> = {
  whatsapp: { mark: <MessageCircle aria-hidden className="size-5" />, className: 'bg-[#25D366] text-white' },
  x: { mark: <XLogo />, className: 'bg-black text-white ring-1 ring-white/15' },
  facebook: { mark: lettering('f'), className: 'bg-[#1877F2] text-white' },
  linkedin: { mark: lettering('in'), className: 'bg-[#0A66C2] text-white' },
  telegram: {
    mark: <Send aria-hidden className="size-[18px] -translate-x-px" />,
    className: 'bg-[#229ED9] text-white',
  },
  email: {
    mark: <Mail aria-hidden className="size-5" />,
    className: 'bg-slate-600 text-white dark:bg-slate-500',
  },
};
