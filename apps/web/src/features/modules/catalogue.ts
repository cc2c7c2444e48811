import type { Palette, TModule } from '@engagex/contracts';
import { formatCalendarDate, formatMoment } from '@/lib/time';
import { t } from './messages';

/** The module paths of docs/product.md §2; each path is "/" + the module id. */
export const MODULE_IDS = [
  'events',
  'ai-video-generator',
  'blog-writer',
  'ai-art',
  'voiceover',
  'ad-copy',
  'ai-avatar',
  'audio-translator',
  'e-commerce',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export const modulePath = (id: string): string => `/${id}`;

export const statusLabel = (status: TModule['status']): string => (status === 'live' ? t('live') : t('soon'));
/** The status in a sentence's case, after a name: "Blog Writer (coming soon)". */
export const statusWord = (status: TModule['status']): string =>
  status === 'live' ? t('liveWord') : t('soonWord');
export const statusTone = (status: TModule['status']): Palette => (status === 'live' ? 'green' : 'yellow');

export function formatLaunchDate(iso: string | null): string | null {
  if (!iso) return null;
  if (iso.length === 10) return formatCalendarDate(iso, 'longDate') || null;
  return Number.isNaN(Date.parse(iso)) ? null : formatMoment(iso, 'longDate');
}

export function launchLabel(
  module: Pick<TModule, 'status' | 'launchQuarter' | 'expectedLaunchDate'>,
): string | null {
  if (module.status === 'live') return null;
  return module.launchQuarter ?? formatLaunchDate(module.expectedLaunchDate);
}

export const availableEverywhere = (countries: string[]): boolean => countries.includes('*');
