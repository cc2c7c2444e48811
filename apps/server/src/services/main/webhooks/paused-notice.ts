/**
 * Telling an endpoint's owner it was paused (decision 091): an in-app notification and, through the email outbox,
 * an email, in their language. Changes when the words or the link do.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../../platform/db/schema.js';
import { say } from '../../../platform/i18n/say.js';
import { notify } from '../../../platform/notifications/outbox.js';

/** Where the web app lists an organiser's webhooks. */
export const WEBHOOKS_PAGE = '/events/admin/webhooks';

export async function tellPaused(
  trx: Transaction<DB>,
  endpoint: { id: string; user_id: string; url: string },
) {
  await notify(trx, {
    userId: endpoint.user_id,
    kind: 'webhook-paused',
    title: say('Your webhook was paused'),
    body: say(
      'Deliveries to {url} kept failing, so we paused the webhook. Fix the receiver, then resume it on your webhooks page; nothing is lost while it waits.',
      { url: endpoint.url },
    ),
    link: WEBHOOKS_PAGE,
  });
}
