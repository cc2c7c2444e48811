/**
 * The words of the dashboard's invite card, apart from the referral screens' catalogue: the card is in the
 * dashboard's first download (decision 032's budget), the modals and the join page load later with theirs
 * (decision 075). Changes when the card says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
