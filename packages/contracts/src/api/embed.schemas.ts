import { ZEmbedParams, ZEmbedSettings, ZWidgetEvent, ZWidgetEventParams } from '../embed.js';
import type { SchemaTable } from './define.js';

export const embedSchemas = {
  get: { params: ZEmbedParams, response: ZEmbedSettings },
  set: { params: ZEmbedParams, body: ZEmbedSettings, response: ZEmbedSettings },
  publicEvent: { params: ZWidgetEventParams, response: ZWidgetEvent },
} satisfies SchemaTable;
