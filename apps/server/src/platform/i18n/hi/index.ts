/**
 * The server's Hindi catalogue (decision 077): every sentence the server says, keyed by its English, in one
 * record made of one file per area. Changes when an area's file is added.
 */
import { activity } from './activity.js';
import { apiKeys } from './api-keys.js';
import { contracts } from './contracts.js';
import { embed } from './embed.js';
import { events } from './events.js';
import { invoicing } from './invoicing.js';
import { invoicingApi } from './invoicing-api.js';
import { invoicingPdf } from './invoicing-pdf.js';
import { mail } from './mail.js';
import { main } from './main.js';
import { notices } from './notices.js';
import { platform } from './platform.js';
import { ticketing } from './ticketing.js';
import { ticketingExports } from './ticketing-exports.js';
import { ticketingTickets } from './ticketing-tickets.js';
import { ticketingTypes } from './ticketing-types.js';
import { waitingRoom } from './waiting-room.js';
import { waitingRoomGate } from './waiting-room-gate.js';
import { webhooks } from './webhooks.js';
import { work } from './work.js';

export const hindi: Readonly<Record<string, string>> = {
  ...platform,
  ...events,
  ...main,
  ...work,
  ...webhooks,
  ...contracts,
  ...mail,
  ...notices,
  ...activity,
  ...ticketing,
  ...ticketingTypes,
  ...ticketingTickets,
  ...ticketingExports,
  ...invoicingPdf,
  ...invoicingApi,
  ...invoicing,
  ...waitingRoom,
  ...waitingRoomGate,
  ...apiKeys,
  ...embed,
};
