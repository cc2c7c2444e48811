import { t } from './messages';
export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop of every shell: off screen until focused, then a visible pill at the top left. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-50 -translate-y-20 rounded-xl bg-primary px-4 py-2.5 text-sm font-semibold text-primary-fg shadow-lg transition-transform duration-(--duration-fast) focus:translate-y-0"
    >
      {t('skipLink')}
    </a>
  );
}
