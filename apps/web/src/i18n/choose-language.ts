/**
 * A person's choice of language (decision 075): the screens change at once; the choice is kept on this device and,
 * when signed in, on their account, so every device they use follows it. Changes when the choice is kept elsewhere.
 */
import type { Language } from './language';
import { switchLanguage } from './switch-language';

/** Set by the signed-in app: saves the choice on the person's account. */
let saveOnAccount: ((language: Language) => Promise<void>) | null = null;

export function keepLanguageOnAccount(save: ((language: Language) => Promise<void>) | null): void {
  saveOnAccount = save;
}

export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  await saveOnAccount?.(language);
}
