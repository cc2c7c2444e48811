import { dateKey } from '../../format';
import type { Category } from '../form';
import { t } from '../messages';

/** "Vocal", "Stand-up": a performance's category as people read it. */
// ICU's choice keys are plain words: 'stand-up' is asked for as 'standup'.
export const categoryLabel = (category: Category): string =>
  t('category', { category: category.replace('-', '') });

/** The latest birth date a date picker offers. */
export const today = () => dateKey(new Date());
