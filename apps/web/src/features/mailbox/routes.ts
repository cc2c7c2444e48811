import type { RouteObject } from 'react-router';
import type { mailboxPages } from './pages';

const page = (name: keyof typeof mailboxPages) => async () => (await import('./pages')).mailboxPages[name]();

/**
 * /dev/mailbox (decision 041): the development mailbox, for admins, where the emails kept without SMTP_URL are read.
 * Where emails are sent by SMTP the server answers 404 and the page says the mailbox is off.
 */
export function mailboxRoutes(): RouteObject[] {
  return [
    { path: 'dev/mailbox', lazy: { Component: page('list') } },
    { path: 'dev/mailbox/:emailId', lazy: { Component: page('email') } },
  ];
}
