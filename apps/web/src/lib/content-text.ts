/**
 * Content in the reader's language (decision 075): the server sends a Hindi version beside the English where one
 * was written (a module's `titleHi`, an event's `titleHi` and `descriptionHi`, which its organiser may add); a
 * Hindi reader sees it, everyone else, and a Hindi reader where none was written, the English. Every place that
 * shows a module or an event's title asks here. Changes when content gains another language.
 */
import { getSpeech } from '@/i18n/language';

/** The Hindi when the reader reads Hindi and there is one, else the English. */
export const contentText = (english: string, hindi: string | null | undefined): string =>
  (getSpeech() === 'hi-IN' && hindi) || english;

export const moduleTitle = (module: { title: string; titleHi?: string | undefined }): string =>
  contentText(module.title, module.titleHi);

export const moduleDescription = (module: {
  description: string;
  descriptionHi?: string | undefined;
}): string => contentText(module.description, module.descriptionHi);

export const eventTitle = (event: { title: string; titleHi?: string | null | undefined }): string =>
  contentText(event.title, event.titleHi);

export const eventDescription = (event: {
  description: string;
  descriptionHi?: string | null | undefined;
}): string => contentText(event.description, event.descriptionHi);
