import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: app.config.version },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its own policy asks to upgrade to https, which blanks the page over plain http (STACK gotcha 8).
    transformStaticCSP: (header) =>
      app.config.HTTPS ? header : header.replace(/\s*upgrade-insecure-requests;?/, '').trim(),
  });
}
