/**
 * The OpenAPI document and its page, generated from the routes' schemas (decision 002). Changes when the document's
 * set-up does.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { fileAnswerDocs } from './endpoints.js';

/** OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/docs/json, a page at /api/docs. */
export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'EngageX API',
          version: '0.1.0',
          description:
            'Every EngageX service. Success: {success:true,data}; failure: {success:false,code,message,error}.',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // An organiser's API key (decision 090): only routes that list it, each naming the scope it needs.
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'ekx_…',
              description:
                'An organiser’s API key, `Authorization: Bearer ekx_…`. Accepted only by operations that list it, with the scope named there (events:read, bookings:read, check-in:write, exports:read); every other operation answers 403.',
            },
          },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: fileAnswerDocs(jsonSchemaTransform),
      transformObject: jsonSchemaTransformObject,
    });
    // The documentation page is public: it is declared so on each of its routes as they are added.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), auth: 'public' };
        route.schema = { ...(route.schema ?? {}), hide: true } as typeof route.schema;
      });
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        // The docs may not be framed either, like every other page.
        transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
      });
    });
  },
  { name: 'docs' },
);
