/**
 * The gate on hand-built API URLs in tests (decision 064): server tests and e2e journeys call the API through the
 * contracts' endpoint table (test/api.ts `inject`, e2e/support/api.ts `call`), so a changed path or body breaks
 * them when they compile. Changes when a file is converted (it leaves STILL_RAW) or a new hostile-input suite
 * needs raw requests (it joins HOSTILE).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** What building an API URL by hand looks like: a service's path, a prefix spliced in, or a method and a path. */
const HAND_BUILT = [
  /['"`]\/api\/(?:main|events|cultural-events|jobs|employee|module|payments|dev-idp)\b/,
  /\$\{SERVICE_PREFIXES\./,
  /\bapiClient\(/,
  /['"](?:GET|POST|PUT|PATCH|DELETE)['"],\s*[`'"]\//,
];

/**
 * The helpers that turn an endpoint into a URL, and so must build one; and the sandbox's webhooks, which are no
 * endpoint of the table (decision 040: verified over their raw bytes).
 */
const HELPERS = ['apps/server/src/test/api.ts', 'e2e/support/api.ts', 'apps/server/src/test/webhooks.ts'];

/**
 * Suites that send malformed requests, unknown paths or another gateway's callbacks on purpose: they stay raw,
 * since the table would refuse to build what they send.
 */
const HOSTILE = [/^apps\/server\/src\/test\/security\//, /^apps\/server\/src\/faults\//];

/**
 * Files not yet converted to the endpoint table. The list only shrinks: the gate fails when a file here no
 * longer builds URLs by hand, so that it leaves the list, and when a file not here starts to.
 */
const STILL_RAW: string[] = [
  'apps/server/src/demo/employee-credits.test.ts',
  'apps/server/src/demo/organiser.test.ts',
  'apps/server/src/platform/changes/changes.test.ts',
  'apps/server/src/platform/compression.test.ts',
  'apps/server/src/platform/dev-conveniences.test.ts',
  'apps/server/src/platform/payments/payment-refunds.test.ts',
  'apps/server/src/platform/payments/razorpay.test.ts',
  'apps/server/src/platform/platform.test.ts',
  'apps/server/src/platform/rate-limit-store.test.ts',
  'apps/server/src/platform/retry-after.test.ts',
  'apps/server/src/platform/scale-out.test.ts',
  'apps/server/src/platform/shutdown.test.ts',
  'apps/server/src/services/employee/employee.test.ts',
  'apps/server/src/services/employee/encashment-export.test.ts',
  'apps/server/src/services/employee/encashment-notifications.test.ts',
  'apps/server/src/services/employee/payout-reveal-concurrency.test.ts',
  'apps/server/src/services/employee/payout-reveal.test.ts',
  'apps/server/src/services/events/bookings/booking-notifications.test.ts',
  'apps/server/src/services/events/bookings/booking-rules.test.ts',
  'apps/server/src/services/events/bookings/bookings-routes.test.ts',
  'apps/server/src/services/events/bookings/calendar.test.ts',
  'apps/server/src/services/events/bookings/check-in-show.test.ts',
  'apps/server/src/services/events/bookings/event-cancelled-notifications.test.ts',
  'apps/server/src/services/events/bookings/event-moved-notifications.test.ts',
  'apps/server/src/services/events/bookings/refunds.test.ts',
  'apps/server/src/services/events/catalogue/catalogue-routes.test.ts',
  'apps/server/src/services/events/catalogue/districts.test.ts',
  'apps/server/src/services/events/catalogue/event-cancel.test.ts',
  'apps/server/src/services/events/catalogue/event-times.test.ts',
  'apps/server/src/services/events/catalogue/near-first.test.ts',
  'apps/server/src/services/events/contestants/contestant-notifications.test.ts',
  'apps/server/src/services/events/contestants/contestants-routes.test.ts',
  'apps/server/src/services/events/contestants/not-selected.test.ts',
  'apps/server/src/services/events/exports/exports.test.ts',
  'apps/server/src/services/events/notices.fixtures.ts',
  'apps/server/src/services/events/organisers.test.ts',
  'apps/server/src/services/events/waitlist/waitlist-concurrency.test.ts',
  'apps/server/src/services/events/waitlist/waitlist.test.ts',
  'apps/server/src/services/jobs/application-export.test.ts',
  'apps/server/src/services/jobs/fee-concurrency.test.ts',
  'apps/server/src/services/jobs/jobs.test.ts',
  'apps/server/src/services/main/admin/admin-concurrency.test.ts',
  'apps/server/src/services/main/admin/admin-split-topology.test.ts',
  'apps/server/src/services/main/admin/admin.fixtures.ts',
  'apps/server/src/services/main/admin/configured-admins.test.ts',
  'apps/server/src/services/main/admin/user-search.test.ts',
  'apps/server/src/services/main/credits/credits.fixtures.ts',
  'apps/server/src/services/main/credits/keyed-purchase.test.ts',
  'apps/server/src/services/main/credits/payment-confirmation.test.ts',
  'apps/server/src/services/main/credits/payments-for-things.test.ts',
  'apps/server/src/services/main/credits/purchase-expiry.test.ts',
  'apps/server/src/services/main/credits/purchase-notifications.test.ts',
  'apps/server/src/services/main/credits/purchase-pricing.test.ts',
  'apps/server/src/services/main/credits/purchase-reads.test.ts',
  'apps/server/src/services/main/credits/purchases.test.ts',
  'apps/server/src/services/main/credits/wallet.test.ts',
  'apps/server/src/services/main/dashboard/dashboard.test.ts',
  'apps/server/src/services/main/favorites/favorites.test.ts',
  'apps/server/src/services/main/identity/ended-sessions-sweep.test.ts',
  'apps/server/src/services/main/identity/identity.test.ts',
  'apps/server/src/services/main/identity/session-records.test.ts',
  'apps/server/src/services/main/identity/sessions.test.ts',
  'apps/server/src/services/main/location/location.test.ts',
  'apps/server/src/services/main/location/reverse-geocode.test.ts',
  'apps/server/src/services/main/location/time-zone-concurrency.test.ts',
  'apps/server/src/services/main/location/time-zone.test.ts',
  'apps/server/src/services/main/mailbox/mailbox.test.ts',
  'apps/server/src/services/main/modules/engagement.test.ts',
  'apps/server/src/services/main/modules/launch-concurrency.test.ts',
  'apps/server/src/services/main/modules/launch.test.ts',
  'apps/server/src/services/main/modules/modules.test.ts',
  'apps/server/src/services/main/notifications/notification-preferences.test.ts',
  'apps/server/src/services/main/notifications/notifications.fixtures.ts',
  'apps/server/src/services/main/notifications/notifications.test.ts',
  'apps/server/src/services/main/notifications/unread-waits.test.ts',
  'apps/server/src/services/main/referrals/attribution-concurrency.test.ts',
  'apps/server/src/services/main/referrals/referral-notifications.test.ts',
  'apps/server/src/services/main/referrals/referrals.test.ts',
  'apps/server/src/services/main/referrals/reward-holds-split.test.ts',
  'apps/server/src/services/main/referrals/reward-holds.test.ts',
  'apps/server/src/services/payments/split-topology-notifications.test.ts',
  'apps/server/src/services/payments/split-topology.test.ts',
  'apps/server/src/test/events.ts',
  'apps/server/src/test/suite.ts',
];

function testFiles(): string[] {
  const server = readdirSync(join(repo, 'apps/server/src'), { recursive: true, encoding: 'utf8' })
    .map((path) => `apps/server/src/${path.split('\\').join('/')}`)
    .filter((path) => /(?:\/test\/.*|\.test|\.fixtures)\.ts$/.test(path));
  const e2e = readdirSync(join(repo, 'e2e'), { recursive: true, encoding: 'utf8' })
    .map((path) => `e2e/${path.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts'));
  return [...server, ...e2e].filter(
    (path) => path !== 'apps/server/src/test/hand-built-urls.test.ts' && !HELPERS.includes(path),
  );
}

const buildsUrls = (path: string) => {
  const code = readFileSync(join(repo, path), 'utf8');
  return HAND_BUILT.some((pattern) => pattern.test(code));
};

describe('tests call the API through the endpoint table', () => {
  const files = testFiles();
  const raw = files.filter(buildsUrls).filter((path) => !HOSTILE.some((hostile) => hostile.test(path)));

  it('finds the server tests and the journeys', () => {
    expect(files.filter((path) => path.endsWith('.e2e.ts')).length).toBeGreaterThan(20);
    expect(files.filter((path) => path.endsWith('.test.ts')).length).toBeGreaterThan(100);
  });

  it('builds no API URL by hand outside the helpers, the hostile-input suites and the files still to convert', () => {
    expect(raw.filter((path) => !STILL_RAW.includes(path))).toEqual([]);
  });

  it('keeps the list of files still to convert short: a converted file leaves it', () => {
    expect(STILL_RAW.filter((path) => !raw.includes(path))).toEqual([]);
  });
});
