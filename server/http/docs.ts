import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Contract } from '../contract/document.js';
import { docsInitScript, docsPage } from './pages.js';
import { appCspDirectives } from './security-headers.js';

const require = createRequire(import.meta.url);
const swaggerUiDir = dirname(require.resolve('swagger-ui-dist/package.json'));

// Swagger UI sets style attributes and inline styles as it renders: the one page allowed them.
const docsPolicy = {
  helmet: { contentSecurityPolicy: { useDefaults: false, directives: { ...appCspDirectives(), 'style-src': ["'self'", "'unsafe-inline'"] } } },
};

/** The document as JSON at /api/openapi.json and a reference page at /api/docs, all served locally. */
export async function registerDocs(app: FastifyInstance, contract: Contract): Promise<void> {
  const json = JSON.stringify(contract.document);
  const serve = (type: string, body: string) => async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.type(type);
    return body;
  };
  app.get('/api/openapi.json', serve('application/json; charset=utf-8', json));
  app.get('/api/docs', docsPolicy, serve('text/html; charset=utf-8', docsPage));
  app.get('/api/docs/', docsPolicy, serve('text/html; charset=utf-8', docsPage));
  app.get('/api/docs/docs-init.js', serve('text/javascript; charset=utf-8', docsInitScript));
  await app.register(staticFiles, { root: swaggerUiDir, prefix: '/api/docs/', decorateReply: false, index: false });
}
