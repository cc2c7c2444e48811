import { defineApi } from './define.js';
import type { mailboxSchemas } from './mailbox.schemas.js';

/**
 * The development mailbox (decision 041): the emails kept instead of sent when no `SMTP_URL` is set, newest first,
 * for admins. Where emails go out by SMTP (and always in production) both answer 404.
 */
export const mailboxApi = defineApi<typeof mailboxSchemas>()(
  'mailbox',
  'main',
  () => import('./mailbox.schemas.js').then((m) => m.mailboxSchemas),
  {
    list: { method: 'GET', path: '/dev/mailbox', access: 'admin' },
    get: { method: 'GET', path: '/dev/mailbox/:id', access: 'admin' },
  },
);
