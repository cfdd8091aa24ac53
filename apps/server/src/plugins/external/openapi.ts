import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts, browsable at /api/docs (JSON at /api/docs/json). */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Crown Casino API',
          description: 'Player, game and operator API of Crown Casino.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
      // Schemas registered with an id (ZJsonValue) are emitted once under components/schemas;
      // without this the document refers to components it does not contain.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
