/**
 * The words of the check-in desk (the show being admitted, the ticket field, the camera, each scan's answer) in
 * every language (decision 075). Apart from the other organiser screens' catalogue, which would pass 400 lines.
 * Changes when the desk says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
