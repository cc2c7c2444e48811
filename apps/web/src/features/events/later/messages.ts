/**
 * The words of the attendee screens reached after the events list and an event page (My bookings, a ticket, a
 * booking in progress, a hold, paying, the waitlists, sharing) in every language: a catalogue of their own, so the
 * list and an event page do not carry them (decisions 075 and 081). Their `t` reads the feature's common words
 * (../messages) too. Changes when one of these screens says something new.
 */
import { defineCatalogue, type MessageValues } from '@/i18n/catalogue';
import { t as common } from '../messages';
import english from './messages/en.json';

const own = defineCatalogue(english, import.meta.glob(['./messages/*.json', '!./messages/en.json']));

type OwnKey = Parameters<typeof own.t>[0];
type CommonKey = Parameters<typeof common>[0];

const isOwn = (id: string): id is OwnKey => Object.hasOwn(english, id);

export const t = (id: OwnKey | CommonKey, values?: MessageValues): string =>
  isOwn(id) ? own.t(id, values) : common(id as CommonKey, values);
