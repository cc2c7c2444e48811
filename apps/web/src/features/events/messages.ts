/**
 * The words several attendee events screens say (the header, formatting, prices, errors, event types) in every
 * language (decision 075). The list (list/messages), an event page (event-page/messages) and the screens reached
 * after them (later/messages) keep their own words on top of these, so a page carries only what it says
 * (decision 081); competition entries keep theirs (registration/messages). Changes when a word moves between them.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

export const { t } = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));
