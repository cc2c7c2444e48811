import { type RouteObject, redirect } from 'react-router';
import type { adminPages } from './pages';

const page = (name: keyof typeof adminPages) => async () => (await import('./pages')).adminPages[name]();

/**
 * /admin/* (decision 043): the admin console — people, one person's roles, credits, sessions and standing, and the
 * audit log of every change. Each page is its own chunk, reached through ./pages (see there).
 */
export function adminRoutes(): RouteObject[] {
  return [
    { path: 'admin', loader: () => redirect('/admin/people') },
    { path: 'admin/people', lazy: { Component: page('people') } },
    { path: 'admin/people/:userId', lazy: { Component: page('person') } },
    { path: 'admin/audit', lazy: { Component: page('audit') } },
    { path: 'admin/failures', lazy: { Component: page('failures') } },
  ];
}
