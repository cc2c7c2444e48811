import { ZLocalesResponse } from '@engagex/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../../platform/envelope.js';
import { supportedLocales } from './locales.js';

export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locales',
    { config: { auth: 'public' }, schema: { tags: ['locales'], response: responses(ZLocalesResponse) } },
    async () => ok(supportedLocales),
  );
};
