import type { ReactNode } from 'react';
import { t } from '../messages';

/** Morning from 5 to 12, afternoon to 18, evening otherwise (nobody wants "good morning" at 2 am). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return t('morning');
  if (hour < 18) return t('afternoon');
  return t('evening');
}

const DAY_MS = 86_400_000;

/** "Welcome back" is for someone who has been here before: an account made in the last day is new. */
export function isNewMember(memberSince: string | undefined, now = new Date()) {
  const joined = memberSince ? Date.parse(memberSince) : Number.NaN;
  return Number.isNaN(joined) || now.getTime() - joined < DAY_MS;
}

/**
 * The dashboard's welcome. `children` go to its right-hand side (below on phones): a place for small
 * status pieces of other features, such as the visitor's location.
 */
export function DashboardHero({
  name,
  memberSince,
  children,
}: {
  name: string | undefined;
  memberSince?: string | undefined;
  children?: ReactNode;
}) {
  const firstName = name?.trim().split(/\s+/)[0];
  const isNew = isNewMember(memberSince);
  return (
    <section
      aria-labelledby="dashboard-heading"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 p-6 text-white shadow-lg sm:p-8 dark:from-indigo-700 dark:via-indigo-800 dark:to-violet-900"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgb(255_255_255/0.2),transparent_40%)]"
      />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-indigo-100">{greetingFor(new Date())}</p>
          <h1
            id="dashboard-heading"
            className="mt-1 text-2xl font-bold tracking-tight text-white sm:text-3xl"
          >
            {firstName ? t('welcome', { back: isNew ? 'no' : 'yes', name: firstName }) : t('welcomeAnon')}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-indigo-100 sm:text-base">
            {t('intro', { back: isNew ? 'no' : 'yes' })}
          </p>
        </div>
        {children ? <div className="flex flex-wrap items-center gap-2 sm:justify-end">{children}</div> : null}
      </div>
    </section>
  );
}
