/**
 * A sentence the server says to a person, in English, keyed for translation (decision 077): the English text is
 * its own key (gettext's way), so `new AppError('CONFLICT', 'The fee is already paid')` needs nothing more. A
 * sentence with values is `say(template, values)`, an ICU message, so each language places and inflects them.
 * Changes when a kind of value is added.
 */

/**
 * A value a message places: a number (formatted for the reader's language), a word or name kept as written, or
 * a sentence of its own (a refusal quoted inside another), said in the same language.
 */
export type SayValue = string | number | Said | Written;

/**
 * A value a person wrote in several languages (an event's title and its Hindi title, decision 077): said in the
 * reader's language where it was written in it, else in English.
 */
export type Written = {
  readonly text: string;
  readonly in: Readonly<Record<string, string | null | undefined>>;
};

export const written = (text: string, translations: Written['in']): Written => ({ text, in: translations });

export const isWritten = (value: unknown): value is Written =>
  typeof value === 'object' && value !== null && 'text' in value && 'in' in value;

/** An ICU template and its values; `english` is the template formatted in English, for logs and the `Error`. */
export type Said = { readonly template: string; readonly values: Readonly<Record<string, SayValue>> };

export const say = (template: string, values: Record<string, SayValue> = {}): Said => ({ template, values });

/**
 * Marks a fixed English sentence kept in a constant as one the catalogues translate (gettext's `N_`): the
 * catalogue gate (i18n/catalogue.test.ts) finds it by this call. It answers the text itself.
 */
export const msg = <T extends string>(text: T): T => text;

export const isSaid = (value: unknown): value is Said =>
  typeof value === 'object' && value !== null && 'template' in value && 'values' in value;
