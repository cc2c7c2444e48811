/**
 * The words of the referral screens (the share and stats modals, the join page) in every language (decision 075),
 * and what a failure adds to its title. The dashboard's invite card has its own small catalogue
 * (card/messages.ts). Changes when a referral screen says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import { isApiError } from '@/lib/api-error';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));

/** What the fetch layer knows about a failure (the server's sentence, or "could not reach the server"). */
export const failureDetail = (error: unknown): string | undefined =>
  isApiError(error) ? error.message : undefined;
