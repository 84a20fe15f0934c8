import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The OpenAPI document, collected from the routes' own schemas. The interactive page at
 * /api/docs is served only outside production; the build writes the document to dist/openapi.json.
 */
export const openApi = fp(
  async (app: FastifyInstance, options: { serveDocs: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fuel-card site API',
          version: '1.0.0',
          description:
            'News, administrators, sessions, SQL Explorer and cookie consent of the corporate site.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    if (options.serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
