import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveAuthSecret } from './auth/secret.js';
import { signToken, verifyToken, type TokenClaims } from './auth/tokens.js';
import { type Contract, DEFAULT_SPEC_PATH, loadContract } from './contract/document.js';
import { type Database, IN_MEMORY, migrate, openDatabase } from './db/index.js';
import { service as defaultService } from './handlers/index.js';
import type { Handlers } from './handlers/types.js';
import { registerApi } from './http/api.js';
import { registerDocs } from './http/docs.js';
import { handleError } from './http/errors.js';
import { acceptFormBodies } from './http/form-body.js';
import { createValidatorCompiler, formatValidationErrors } from './http/validator.js';
import { registerWebApp } from './http/web.js';

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
// Audio masters (24-bit/192 kHz WAV) run to hundreds of megabytes; uploads are streamed to disk.
const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

export interface AppOptions {
  /** Where the embedded database, uploads and the auth secret live; `memory://` keeps the database in memory. Default ./data */
  dataDir?: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** An already opened database (tests start from a template); the app closes it. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built app. Default <repo>/dist */
  staticDir?: string;
  /** The OpenAPI document. Default <repo>/openapi/openapi.yaml */
  specPath?: string;
  /** The document already loaded (tests reuse one instead of parsing it per app). */
  contract?: Contract;
  /** Token-signing secret (AUTH_SECRET); default DATA_DIR/auth-secret, created on first start. */
  authSecret?: string | undefined;
  /** Default DATA_DIR/uploads (a temporary directory for `memory://`). */
  uploadsDir?: string;
  /** operationId → handler; default the product's handlers. */
  service?: Handlers;
}

export interface Tokens {
  sign(claims: { sub: string; roles: string[] }, options?: { expiresInSeconds?: number }): string;
  verify(token: string): TokenClaims | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: Tokens;
    contract: Contract;
    dataDir: string;
    uploadsDir: string;
    /** Epoch milliseconds when the app was built. */
    startedAt: number;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract(options.specPath ?? DEFAULT_SPEC_PATH);
  const dataDir = options.dataDir === IN_MEMORY ? IN_MEMORY : resolve(options.dataDir ?? './data');
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const secret = resolveAuthSecret(options.authSecret, inMemory ? null : dataDir);
  const ownsUploadsDir = options.uploadsDir === undefined && inMemory;
  const uploadsDir = options.uploadsDir ?? (inMemory ? mkdtempSync(join(tmpdir(), 'royalty-desk-uploads-')) : join(dataDir, 'uploads'));
  mkdirSync(uploadsDir, { recursive: true });

  const app = Fastify({ logger: options.logger ?? false, schemaErrorFormatter: formatValidationErrors });
  app.setValidatorCompiler(createValidatorCompiler());
  const db =
    options.database ??
    (await openDatabase({
      dataDir,
      databaseUrl: options.databaseUrl,
      onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));
  app.addHook('onClose', async () => {
    await db.close();
    if (ownsUploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });
  try {
    const applied = await migrate(db, { warn: (message) => app.log.warn(message) });
    if (applied.length > 0) app.log.info(`Applied database migrations ${applied.join(', ')}`);

    app.decorate('db', db);
    app.decorate('contract', contract);
    app.decorate('dataDir', dataDir);
    app.decorate('uploadsDir', uploadsDir);
    app.decorate('startedAt', Date.now());
    app.decorate('tokens', {
      sign: (claims, signOptions) => signToken(claims, secret, signOptions),
      verify: (token) => verifyToken(token, secret),
    } satisfies Tokens);
    app.decorateRequest('caller', null);
    app.setErrorHandler(handleError);

    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    acceptFormBodies(app);
    await registerApi(app, { contract, service: options.service ?? defaultService });
    await registerDocs(app, contract);
    await registerWebApp(app, resolve(options.staticDir ?? DEFAULT_STATIC_DIR));
  } catch (error) {
    await app.close(); // closes the database, which would otherwise keep the process alive
    throw error;
  }
  return app;
}
