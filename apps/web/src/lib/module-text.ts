/**
 * A module's name and description in the reader's language (decision 075): the server sends the Hindi ones beside
 * the English (`titleHi`, `descriptionHi`); a module without them reads in English. Every place that shows a module
 * (grid, pages, sidebar, favorites, page titles) asks here. Changes when a language is added to the catalogue.
 */
import { getSpeech } from '@/i18n/language';

const hindi = () => getSpeech() === 'hi-IN';

export const moduleTitle = (module: { title: string; titleHi?: string | undefined }): string =>
  (hindi() && module.titleHi) || module.title;

export const moduleDescription = (module: {
  description: string;
  descriptionHi?: string | undefined;
}): string => (hindi() && module.descriptionHi) || module.description;
