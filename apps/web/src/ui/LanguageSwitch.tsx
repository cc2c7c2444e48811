/**
 * Where a person picks the portal's language (decision 075): a button in the header that offers the next
 * language, and a choice of every language in the account menu. Each language is named in itself. Changes when
 * the choice is offered somewhere new.
 */
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { chooseLanguage } from '@/i18n/choose-language';
import { LANGUAGES, type Language } from '@/i18n/language';
import { t } from '@/i18n/messages';
import { useSpeech } from '@/i18n/switch-language';
import { IconButton } from './Button';
import { cx } from './cx';

/**
 * The header's button, offering the next language in its own words ("हिन्दी में पढ़ें"). It shows the languages icon
 * rather than a letter of the language: a Devanagari letter on an English page would fetch the Devanagari font.
 */
export function LanguageButton({ className }: { className?: string }) {
  const speech = useSpeech();
  const index = LANGUAGES.findIndex((language) => language.locale === speech);
  const next = LANGUAGES[(index + 1) % LANGUAGES.length] ?? LANGUAGES[0];
  return (
    <IconButton
      label={next.offer}
      lang={next.locale}
      onClick={() => void chooseLanguage(next.locale)}
      className={className}
    >
      <Languages aria-hidden className="size-5" />
    </IconButton>
  );
}

/** The account menu's choice of every language. */
export function LanguageChoice({ className }: { className?: string }) {
  const speech = useSpeech();
  const name = useId();
  return (
    <fieldset className={cx('rounded-xl border border-line px-3.5 py-2', className)}>
      <legend className="px-1 text-xs font-medium text-ink-muted">{t('language.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => (
          <label
            key={language.locale}
            lang={language.locale}
            className={cx(
              'flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium',
              'has-focus-visible:outline-2 has-focus-visible:outline-focus',
              speech === language.locale
                ? 'border-primary bg-primary/10 text-primary'
                : 'border-line text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={language.locale}
              checked={speech === language.locale}
              onChange={() => void chooseLanguage(language.locale as Language)}
              className="sr-only"
            />
            {language.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
