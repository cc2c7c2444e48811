import type { RouteObject } from 'react-router';
import type { employeePages } from './pages';

const page = (name: keyof typeof employeePages) => async () =>
  (await import('./pages')).employeePages[name]();

/**
 * /employee/*: encashment and the referral guide for employees, the payout queue for admins. Each
 * page is its own chunk, reached through ./pages (see there).
 */
export function employeeRoutes(): RouteObject[] {
  return [
    { path: 'employee', lazy: { Component: page('encashment') } },
    { path: 'employee/referrals', lazy: { Component: page('referrals') } },
    { path: 'employee/referrals/:moduleId', lazy: { Component: page('guidance') } },
    { path: 'employee/admin', lazy: { Component: page('encashmentQueue') } },
  ];
}
