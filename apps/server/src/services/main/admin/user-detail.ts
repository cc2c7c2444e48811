/**
 * Everything the console shows about one person, each part read by the feature that owns it: the wallet and its
 * ledger (credits), sessions (identity), recent activity (dashboard), bookings and competition entries in both
 * events realms (events) and job applications (jobs). Nothing here writes: a lapsed hold reads as expired.
 * Events and jobs pay through main, so main does not import them back: app.ts hands their readers in as
 * `PersonRecords` (decision 066). Changes when the console shows a new part of a person.
 */
import type { TAdminUserDetail, TAdminUserRecord, TRealm } from '@engagex/contracts';
import type { RoleConfig } from '../../../platform/auth/roles.js';
import type { Database } from '../../../platform/db/database.js';
import type { listBookings, listContestants } from '../../events/index.js';
import type { listApplications } from '../../jobs/index.js';
import { creditBalance, creditHistory } from '../credits/wallet.js';
import { recentActivity } from '../dashboard/dashboard.js';
import { listSessions } from '../identity/session-records.js';
import { toProfile, userRow } from './user-summary.js';

const LEDGER_LINES = 50;
/** Per kind and realm: the most recent, enough to see what someone has been doing. */
const RECORDS = 20;
const REALMS: TRealm[] = ['events', 'cultural-events'];

/** The other services' readers of a person's records; app.ts, which composes the services, passes them in. */
export type PersonRecords = {
  listBookings: typeof listBookings;
  listContestants: typeof listContestants;
  listApplications: typeof listApplications;
};

const newestFirst = (a: TAdminUserRecord, b: TAdminUserRecord) => b.createdAt.localeCompare(a.createdAt);

export async function userDetail(
  db: Database,
  config: RoleConfig,
  records: PersonRecords,
  userId: string,
  /** The reading admin's session, marked among their own (decision 050). */
  currentSessionId: string | null = null,
): Promise<TAdminUserDetail> {
  const row = await userRow(db, userId);
  const paging = { userId, page: 1, limit: RECORDS };
  const [wallet, ledger, sessions, activity, bookings, registrations, applications] = await Promise.all([
    creditBalance(db, userId),
    creditHistory(db, { userId, page: 1, limit: LEDGER_LINES }),
    listSessions(db, userId, currentSessionId),
    recentActivity(db, userId),
    Promise.all(REALMS.map((realm) => records.listBookings(db, realm, paging))),
    Promise.all(REALMS.map((realm) => records.listContestants(db, realm, paging))),
    records.listApplications(db, paging),
  ]);
  return {
    user: toProfile(row, config),
    wallet: {
      balance: wallet.balance,
      creditBalance: wallet.creditBalance,
      pendingCredits: wallet.pendingCredits,
      totalEarned: wallet.totalEarned,
      totalSpent: wallet.totalSpent,
    },
    ledger: ledger.items,
    sessions,
    activity,
    bookings: bookings
      .flatMap((page, index) =>
        page.items.map((booking) => ({
          id: booking.id,
          service: REALMS[index] as TRealm,
          title: booking.event.title,
          status: booking.status,
          createdAt: booking.createdAt,
        })),
      )
      .sort(newestFirst),
    registrations: registrations
      .flatMap((page, index) =>
        page.items.map((entry) => ({
          id: entry.id,
          service: REALMS[index] as TRealm,
          title: entry.event.title,
          status: entry.status,
          createdAt: entry.createdAt,
        })),
      )
      .sort(newestFirst),
    applications: applications.items.map((application) => ({
      id: application.id,
      service: 'jobs' as const,
      title: application.opening.title,
      status: application.status,
      createdAt: application.createdAt,
    })),
  };
}
