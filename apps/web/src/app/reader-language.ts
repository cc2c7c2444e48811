/**
 * A person's language follows them (decisions 075 and 077): a choice saved on their account is spoken on every
 * device they sign in on; a choice made on this device (before signing in, or with the switch) is saved on their
 * account. What the server wrote for the screens (a preference's label, a place's name) was read in the language
 * before a switch: every query is read again in the new one (decision 116). Changes when the account keeps the
 * language differently.
 */
import type { TUser } from '@engagex/contracts';
import { identityApi } from '@engagex/contracts/api/identity';
import type { QueryClient } from '@tanstack/react-query';
import { keepLanguageOnAccount } from '@/i18n/choose-language';
import {
  chosenOnThisDevice,
  getSpeech,
  isLanguage,
  type Language,
  PSEUDO,
  subscribeSpeech,
} from '@/i18n/language';
import { t } from '@/i18n/messages';
import { switchLanguage } from '@/i18n/switch-language';
import { CURRENT_USER_KEY, followSignedInUser } from '@/lib/account';
import { call } from '@/lib/api';
import { storeAnswer } from '@/lib/store-answer';
import { toast } from '@/ui/toast';

export function installReaderLanguage(queryClient: QueryClient): () => void {
  const save = async (language: Language) => {
    try {
      const user = await call(identityApi.locale, { body: { locale: language } });
      await storeAnswer(queryClient, CURRENT_USER_KEY, user);
    } catch {
      toast({ title: () => t('language.saveFailed'), variant: 'error' });
    }
  };
  const saved = new Set<string>();
  const follow = (user: TUser | undefined) => {
    keepLanguageOnAccount(user ? save : null);
    if (!user || getSpeech() === PSEUDO) return;
    if (user.localeChosen) {
      if (user.locale !== getSpeech()) void switchLanguage(user.locale);
      return;
    }
    // Chosen here before the account knew: the account learns it, once per sign-in.
    const here = chosenOnThisDevice();
    if (isLanguage(here) && !saved.has(user.id)) {
      saved.add(user.id);
      void save(here);
    }
  };
  const stopFollowing = followSignedInUser(queryClient, follow);
  // The pages are drawn anew on a switch (App), but from the cache: a label the server wrote stays in the language
  // it was asked in for as long as the answer is fresh (30 s). Invalidated, what is on screen is asked for again.
  const stopRereading = subscribeSpeech(() => void queryClient.invalidateQueries());
  return () => {
    stopRereading();
    stopFollowing();
  };
}
