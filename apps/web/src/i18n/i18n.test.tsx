/**
 * The catalogue machinery (decision 075): which language a reader gets, how a catalogue falls back and switches,
 * what the pseudo-language marks, and how rich sentences keep their parts. Changes with i18n/.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineCatalogue } from './catalogue';
import { browserLanguage, formattingLocale, getSpeech, PSEUDO } from './language';
import { pseudoText } from './pseudo';
import { rich } from './rich';
import { switchLanguage } from './switch-language';

afterEach(async () => {
  await switchLanguage('en-IN');
});

describe('the reader’s language', () => {
  it('is the first browser language the portal speaks, Hindi from any hi tag, else English', () => {
    expect(browserLanguage(['hi'])).toBe('hi-IN');
    expect(browserLanguage(['fr-FR', 'hi-IN', 'en-GB'])).toBe('hi-IN');
    expect(browserLanguage(['en-US'])).toBe('en-IN');
    expect(browserLanguage(['ta-IN'])).toBe('en-IN');
  });

  it('formats in the browser’s own locale for its language, and in the language’s when they differ', async () => {
    expect(formattingLocale(['en-US'])).toBeUndefined();
    await switchLanguage('hi-IN');
    expect(formattingLocale(['en-US'])).toBe('hi-IN');
    expect(formattingLocale(['hi'])).toBeUndefined();
  });
});

describe('a catalogue', () => {
  const english = { greeting: ['Hello ', ['name']], only: ['Only in English'] } as unknown as Record<
    'greeting' | 'only',
    string
  >;
  const { t } = defineCatalogue(english, {
    './messages/hi.json': async () => ({ default: { greeting: ['नमस्ते ', ['name']] } }),
  });

  it('speaks English until the reader’s language is loaded, then that language, English where it has no message', async () => {
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    await switchLanguage('hi-IN');
    expect(getSpeech()).toBe('hi-IN');
    expect(document.documentElement.lang).toBe('hi');
    expect(t('greeting', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(t('only')).toBe('Only in English');
  });

  it('marks every letter in the pseudo-language, keeping the values and brackets round the message', async () => {
    await switchLanguage(PSEUDO);
    expect(t('greeting', { name: 'Asha' })).toBe('⟦Ĥéļļö Asha⟧');
  });
});

describe('the pseudo-language and rich sentences', () => {
  it('leaves rich-text marks alone', () => {
    expect(pseudoText('Read the <link>rules</link>')).toBe('Ŕéàð ţĥé <link>ŕûļéš</link>');
  });

  it('draws each marked part with its renderer, in the order the language puts it', () => {
    render(<p>{rich('नियम <link>यहाँ</link> पढ़ें', { link: (text) => <a href="/rules">{text}</a> })}</p>);
    expect(screen.getByRole('link', { name: 'यहाँ' }).getAttribute('href')).toBe('/rules');
    expect(screen.getByRole('paragraph').textContent).toBe('नियम यहाँ पढ़ें');
  });
});
