import { dateKey } from '../../format';
import type { Category } from '../form';

export const CATEGORY_LABEL: Record<Category, string> = {
  vocal: 'Vocal',
  instrumental: 'Instrumental',
  dance: 'Dance',
  drama: 'Drama',
  poetry: 'Poetry',
  'stand-up': 'Stand-up',
  other: 'Other',
};

/** The latest birth date a date picker offers. */
export const today = () => dateKey(new Date());
