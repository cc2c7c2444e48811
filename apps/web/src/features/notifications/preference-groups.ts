import type { TNotificationKind, TNotificationPreference } from '@engagex/contracts';

/**
 * The email preferences in groups a person looks for (decision 055): twenty switches in one list were hard to scan.
 * A kind no group names (one added later) still shows, under "Other".
 */
export const PREFERENCE_GROUPS: readonly { title: string; kinds: readonly TNotificationKind[] }[] = [
  { title: 'Credits and referrals', kinds: ['purchase-completed', 'purchase-failed', 'referral-reward'] },
  {
    title: 'Tickets and events',
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
    title: 'Competitions',
    kinds: [
      'registration-received',
      'registration-approved',
      'registration-rejected',
      'registration-fee-paid',
    ],
  },
  {
    title: 'Jobs and encashments',
    kinds: ['application-status', 'encashment-approved', 'encashment-rejected', 'encashment-paid'],
  },
  { title: 'Modules', kinds: ['module-launched'] },
];

const OTHER = 'Other';

/** The server's preferences in their groups, in the groups' order; empty groups left out. */
export function groupPreferences(
  preferences: readonly TNotificationPreference[],
): { title: string; preferences: TNotificationPreference[] }[] {
  const grouped = PREFERENCE_GROUPS.map(({ title, kinds }) => ({
    title,
    preferences: kinds.flatMap((kind) => preferences.filter((preference) => preference.kind === kind)),
  }));
  const named = new Set(PREFERENCE_GROUPS.flatMap(({ kinds }) => kinds));
  grouped.push({ title: OTHER, preferences: preferences.filter(({ kind }) => !named.has(kind)) });
  return grouped.filter((group) => group.preferences.length > 0);
}
