import {
  ZCreatedWebhook,
  ZCreateWebhookRequest,
  ZRolledWebhookSecret,
  ZUpdateWebhookRequest,
  ZWebhook,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookIdParams,
  ZWebhookList,
  ZWebhookRemoved,
} from '../webhooks.js';
import type { SchemaTable } from './define.js';

export const webhooksSchemas = {
  list: { response: ZWebhookList },
  create: { body: ZCreateWebhookRequest, response: ZCreatedWebhook },
  update: { params: ZWebhookIdParams, body: ZUpdateWebhookRequest, response: ZWebhook },
  remove: { params: ZWebhookIdParams, response: ZWebhookRemoved },
  rollSecret: { params: ZWebhookIdParams, response: ZRolledWebhookSecret },
  deliveries: { params: ZWebhookIdParams, query: ZWebhookDeliveriesQuery, response: ZWebhookDeliveryPage },
  resend: { params: ZWebhookDeliveryParams, response: ZWebhookDelivery },
} satisfies SchemaTable;
