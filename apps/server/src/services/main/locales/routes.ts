/**
 * The locales route: a thin handler over the endpoint table. Changes when the locales endpoint does.
 */
import { localesApi } from '@engagex/contracts/api/locales';
import { localesSchemas } from '@engagex/contracts/api/locales.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../../platform/endpoints.js';
import { ok } from '../../../platform/envelope.js';
import { supportedLocales } from './locales.js';

export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoints(
    app,
    localesApi,
    localesSchemas,
    { list: async () => ok(supportedLocales) },
    { tags: ['locales'] },
  );
};
