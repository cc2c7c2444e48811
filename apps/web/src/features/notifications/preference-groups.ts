import type { TNotificationKind, TNotificationPreference } from '@engagex/contracts';
import { t } from './messages';

type GroupId = 'credits' | 'tickets' | 'competitions' | 'jobs' | 'modules';

/**
 * The email preferences in groups a person looks for (decision 055): twenty switches in one list were hard to scan.
 * A kind no group names (one added later) still shows, under "Other". A group's title is read when it is shown,
 * in the reader's language; its id names it in the page.
 */
export const PREFERENCE_GROUPS: readonly { id: GroupId; kinds: readonly TNotificationKind[] }[] = [
  { id: 'credits', kinds: ['purchase-completed', 'purchase-failed', 'referral-reward'] },
  {
    id: 'tickets',
    kinds: [
      'booking-confirmed',
      'booking-cancelled',
      'booking-refunded',
      'booking-transferred',
      'event-cancelled',
      'event-moved',
      'waitlist-offer',
      'waitlist-closed',
    ],
  },
  {
    id: 'competitions',
    kinds: [
      'registration-received',
      'registration-approved',
      'registration-rejected',
      'registration-fee-paid',
    ],
  },
  {
    id: 'jobs',
    kinds: ['application-status', 'encashment-approved', 'encashment-rejected', 'encashment-paid'],
  },
  { id: 'modules', kinds: ['module-launched'] },
];

/** The server's preferences in their groups, in the groups' order; empty groups left out. */
export function groupPreferences(
  preferences: readonly TNotificationPreference[],
): { id: GroupId | 'other'; title: string; preferences: TNotificationPreference[] }[] {
  const grouped: { id: GroupId | 'other'; title: string; preferences: TNotificationPreference[] }[] =
    PREFERENCE_GROUPS.map(({ id, kinds }) => ({
      id,
      title: t(`group.${id}`),
      preferences: kinds.flatMap((kind) => preferences.filter((preference) => preference.kind === kind)),
    }));
  const named = new Set(PREFERENCE_GROUPS.flatMap(({ kinds }) => kinds));
  grouped.push({
    id: 'other',
    title: t('group.other'),
    preferences: preferences.filter(({ kind }) => !named.has(kind)),
  });
  return grouped.filter((group) => group.preferences.length > 0);
}
