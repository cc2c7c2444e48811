/**
 * The words of the organiser's waiting room panel (decision 080) in every language (decision 075). Changes when the
 * panel says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
