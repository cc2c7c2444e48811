/**
 * The words of the header's balance chip, apart from the credits pages' catalogue: the chip is in every page's
 * first download, so its catalogue holds only what it says (decision 075). Changes when the chip says something new.
 */
import { defineCatalogue } from '@/i18n/catalogue';
import english from './messages/en.json';

// Its other languages are bundled with it, not fetched: on the first page a request's headers (about 0.6 KB) cost
// more than these few messages in every language, and the dashboard's budget counts both (decisions 032, 076).
const bundled: Record<string, unknown> = import.meta.glob(['./messages/*.json', '!./messages/en.json'], {
  eager: true,
});

export const { t } = defineCatalogue(
  english,
  Object.fromEntries(Object.entries(bundled).map(([file, module]) => [file, () => Promise.resolve(module)])),
);
