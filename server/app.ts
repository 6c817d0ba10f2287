import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { createLocalStorage, type FileStorage } from './storage/storage.js';
import { moveLegacyPhotos } from './accounts/photo.js';
import { createS3Storage } from './storage/s3-storage.js';
import { parseStorageUrl } from './storage/storage-url.js';
import { attachTemporarySweep, temporaryDir } from './storage/temporaries.js';
import { attachUnusedAudioSweep } from './storage/unused-audio.js';
import { attachResumableSweep, createResumableUploads } from './storage/resumable-uploads.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveAuthSecret } from './auth/secret.js';
import { signToken, verifyToken, type TokenClaims } from './auth/tokens.js';
import { type AssistantOptions, attachAssistant } from './assistant/index.js';
import { registerBackup } from './http/backup-endpoint.js';
import { attachBehavior, type BehaviorOptions } from './behavior/index.js';
import { type Contract, DEFAULT_SPEC_PATH, loadContract } from './contract/document.js';
import { type Database, IN_MEMORY, migrate, openDatabase } from './db/index.js';
import type { CatalogSize } from './demo/catalog.js';
import { seedDemoData } from './demo/seed.js';
import { service as defaultService } from './handlers/index.js';
import type { Handlers } from './handlers/types.js';
import { registerApi } from './http/api.js';
import { BODY_TIMEOUTS, type BodyTimeouts, registerBodyTimeouts } from './http/body-timeouts.js';
import { EventStreamQuota } from './http/event-stream-quota.js';
import { registerDocs } from './http/docs.js';
import { handleError, handleFrameworkError, MAX_PARAM_LENGTH } from './http/errors.js';
import { resolvePublicUrl } from './http/links.js';
import { registerBodyParsers } from './http/input-rules.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerUnreadBodyGuard } from './http/unread-body.js';
import { createSerializerCompiler } from './http/serializer.js';
import { formatValidationErrors } from './contract/validation-errors.js';
import { createValidatorCompiler } from './http/validator.js';
import { appShellScriptSources, registerWebApp } from './http/web.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue.js';
import { MAILBOX_PATH, registerDevMailbox } from './http/dev-mailbox.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createErrorReporter, type ErrorReporter, reportingJobLog } from './monitoring/index.js';
import { attachCampaignSending, type CampaignSendingOptions } from './email/sending/queue.js';
import { attachRealtimeAnalytics } from './admin/realtime-stream.js';
import { attachUserEvents } from './events/index.js';
import { shareInvalidations } from './catalog/shared-invalidation.js';
import { attachServiceHealth, type ServiceHealthOptions } from './health/index.js';
import { attachPresence, type PresenceOptions } from './presence/index.js';
import { attachDelivery, type DeliveryOptions } from './releases/delivery/index.js';
import { type CodeRanges, SANDBOX_CODE_RANGES } from './releases/identifiers/codes.js';
import { attachCopyrightScans, type CopyrightScanOptions } from './releases/copyright/index.js';
import { createPlatforms, type Platforms } from './verification/index.js';
import { APP_VERSION } from './version.js';

export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
// Audio masters (24-bit/192 kHz WAV) run to hundreds of megabytes; uploads are streamed to disk.
const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;

export interface AppOptions {
  /** Where the embedded database, uploads and the auth secret live; `memory://` keeps the database in memory. Default ./data */
  dataDir?: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl?: string | undefined;
  /** `s3://bucket?endpoint=…&region=…&forcePathStyle=1`: files in object storage instead of DATA_DIR/uploads/files (STORAGE_URL). */
  storageUrl?: string | undefined;
  /** Another file storage (tests); wins over `storageUrl`. */
  storage?: (secret: string) => FileStorage;
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
  /** NODE_ENV=production: no /dev/mailbox, no demo data. */
  production?: boolean;
  /** SMTP_URL: send email through this server; without it email is only kept in the outbox. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM: the sender of every email. */
  mailFrom?: string | undefined;
  /** PUBLIC_APP_URL: origin of the app for links in emails; required in production, else default http://localhost:3000. */
  publicUrl?: string | undefined;
  /** Load the demo accounts (server/demo) once into this database. Default false. */
  demoData?: boolean;
  /** Size of the demo catalogue loaded with the demo accounts; default the small test fixture. */
  demoCatalog?: CatalogSize;
  /** TRUST_PROXY: take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  /**
   * CORS_ORIGINS: origins of an app served elsewhere (a CDN, or a presence stream on another
   * host) that may call this API with a bearer token. Default none: same origin only.
   */
  corsOrigins?: string[];
  /** Origins the app calls besides this one (its API, presence and error-reporting hosts), for the CSP. */
  connectOrigins?: string[];
  /** PUBLIC_SENTRY_DSN is set: pages allow the profiler of the app's error reporting (Document-Policy). */
  jsProfiling?: boolean;
  /** Presence timings (tests shorten them) or another bus; with `databaseUrl`, instances share presence. */
  presence?: PresenceOptions;
  /**
   * PLATFORM_SANDBOX: the sandbox platform logins and artist profiles (server/verification/sandbox.ts,
   * documented in the README). Default on, except in production, where anyone could otherwise
   * verify any artist with the sandbox password; off, verification answers 503.
   */
  platformSandbox?: boolean;
  /** Other platform adapters (tests); default from `platformSandbox`. */
  platforms?: Platforms;
  /** Background job queue timings (tests shorten the poll); see server/jobs. */
  jobs?: Omit<JobQueueOptions, 'log'>;
  /** The delivery partner (DELIVERY_PARTNER, the sandbox's DELIVERY_SANDBOX_* timings); see server/releases/delivery. */
  delivery?: DeliveryOptions;
  /** UPC_PREFIX and ISRC_REGISTRANT: the ranges release codes are issued from; default the sandbox ranges. */
  codeRanges?: CodeRanges;
  /** The copyright scan's adapter and scheduler; default the sandbox, run in this process. */
  copyrightScans?: CopyrightScanOptions;
  /** Campaign batches (server/email/sending); tests and the bench change the batch size. */
  emailSending?: CampaignSendingOptions;
  /** The admin assistant's adapters (ASSISTANT_URL, TTS_URL); default the embedded assistant and offline speech. */
  assistant?: AssistantOptions;
  /** The service-health sampler (server/health); tests turn it off or give other checks. */
  serviceHealth?: ServiceHealthOptions;
  /** Behavioural events (server/behavior): BEHAVIOR_RETENTION_DAYS and the per-user batch limit. */
  behavior?: BehaviorOptions;
  /** Error reporting (server/monitoring): SENTRY_DSN and the environment; without a DSN errors are only logged. */
  errorReporting?: ErrorReportingOptions;
  /** When a request body that stops arriving is cut (server/http/body-timeouts.ts); tests shorten them. */
  bodyTimeouts?: BodyTimeouts;
}

export interface ErrorReportingOptions {
  /** SENTRY_DSN (checked by `parseSentryDsn`). */
  dsn?: string | undefined;
  /** production, development or test (from NODE_ENV). Default development. */
  environment?: string;
  /** How long closing the app waits for reports still being sent. Default 2 s. */
  flushTimeoutMs?: number;
}

/**
 * Never in the log, wherever a logged object carries them: passwords (sign-in, sign-up, platform
 * logins of verification) and bearer tokens. Fastify logs no bodies or headers of its own; this
 * covers an object that code logs by mistake (a request body in an error, say).
 */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'oldPassword', 'artistPassword', 'distrokidPassword', 'authorization', 'accessToken'];
export const REDACTED_LOG_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const redact = { paths: REDACTED_LOG_PATHS, censor: '[redacted]' };
  return logger === true ? { redact } : { redact, ...logger };
}

export interface Tokens {
  sign(claims: { sub: string; roles: string[]; ver?: number }, options?: { expiresInSeconds?: number }): string;
  verify(token: string): TokenClaims | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: Tokens;
    contract: Contract;
    mailer: Mailer;
    /** Origin of the app for links in emails (PUBLIC_APP_URL or the local default); never from a request. */
    publicUrl: string;
    dataDir: string;
    uploadsDir: string;
    /** Where release files (audio, covers) are stored: local disk under `uploadsDir` by default. */
    storage: FileStorage;
    /** Epoch milliseconds when the app was built. */
    startedAt: number;
    /** The streaming-platform adapters of verification and artist search. */
    platforms: Platforms;
    /** Background jobs in the database (server/jobs): register handlers while building, enqueue anywhere. */
    jobs: JobQueue;
    /** Where UPCs and ISRCs are issued from. */
    codeRanges: CodeRanges;
    /** Sends unexpected errors to Sentry (SENTRY_DSN), or does nothing. */
    errorReporter: ErrorReporter;
    /** Opens every event stream, at most 10 of each kind per account. */
    eventStreams: EventStreamQuota;
    /** `stopping` from the shutdown signal on (server/index.ts): readiness then answers 503. */
    lifecycle: { stopping: boolean };
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract(options.specPath ?? DEFAULT_SPEC_PATH);
  const publicUrl = resolvePublicUrl(options.publicUrl, { production: options.production ?? false });
  const dataDir = options.dataDir === IN_MEMORY ? IN_MEMORY : resolve(options.dataDir ?? './data');
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const secret = resolveAuthSecret(options.authSecret, inMemory ? null : dataDir);
  const ownsUploadsDir = options.uploadsDir === undefined && inMemory;
  const uploadsDir = options.uploadsDir ?? (inMemory ? mkdtempSync(join(tmpdir(), 'royalty-desk-uploads-')) : join(dataDir, 'uploads'));
  mkdirSync(uploadsDir, { recursive: true });

  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    schemaErrorFormatter: formatValidationErrors,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  app.setSerializerCompiler(createSerializerCompiler());
  const db =
    options.database ??
    (await openDatabase({
      dataDir,
      databaseUrl: options.databaseUrl,
      onIdleError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    mailboxPath: options.production ? undefined : MAILBOX_PATH,
  });
  const errorReporter = createErrorReporter({
    dsn: options.errorReporting?.dsn,
    release: APP_VERSION,
    environment: options.errorReporting?.environment ?? 'development',
  });
  app.decorate('errorReporter', errorReporter);
  const jobs = createJobQueue(db, { log: reportingJobLog(app.log, errorReporter), ...options.jobs });
  app.addHook('onClose', async () => {
    // Running handlers finish (or fail and go back to the queue) before the database closes.
    await jobs.stop();
    await mailer.close();
    await db.close();
    if (ownsUploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    // Reports of the last errors (a job's, say) are sent before the process goes, within a short wait.
    await errorReporter.flush(options.errorReporting?.flushTimeoutMs ?? 2000);
  });
  const storage = options.storage
    ? options.storage(secret)
    : options.storageUrl
      ? createS3Storage({ ...parseStorageUrl(options.storageUrl), secret })
      : createLocalStorage(join(uploadsDir, 'files'), { secret });
  try {
    const moved = await moveLegacyPhotos(uploadsDir, storage);
    if (moved > 0) app.log.info(`Moved ${moved} profile photo(s) from ${join(uploadsDir, 'photos')} into the file storage`);
    const applied = await migrate(db, { warn: (message) => app.log.warn(message) });
    if (applied.length > 0) app.log.info(`Applied database migrations ${applied.join(', ')}`);
    if (options.demoData && !options.production) {
      const seeded = await seedDemoData(db, { catalog: options.demoCatalog, storage, tmpDir: temporaryDir(uploadsDir) });
      if (seeded.length > 0) app.log.info(`Loaded demo data: ${seeded.join(', ')}`);
    }

    app.decorate('db', db);
    app.decorate('contract', contract);
    app.decorate('mailer', mailer);
    app.decorate('publicUrl', publicUrl);
    app.decorate('dataDir', dataDir);
    app.decorate('uploadsDir', uploadsDir);
    app.decorate('storage', storage);
    await attachTemporarySweep(app);
    app.decorate('resumableUploads', createResumableUploads(storage, uploadsDir));
    attachResumableSweep(app);
    app.decorate('startedAt', Date.now());
    app.decorate('lifecycle', { stopping: false });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    attachUnusedAudioSweep(app);
    attachDelivery(app, { ...options.delivery, root: inMemory ? join(uploadsDir, 'deliveries') : join(dataDir, 'deliveries') });
    app.decorate('platforms', options.platforms ?? createPlatforms(db, { sandbox: options.platformSandbox ?? !options.production }));
    app.decorate('tokens', {
      sign: (claims, signOptions) => signToken(claims, secret, signOptions),
      verify: (token) => verifyToken(token, secret),
    } satisfies Tokens);
    app.decorate('codeRanges', options.codeRanges ?? SANDBOX_CODE_RANGES);
    app.decorate('eventStreams', new EventStreamQuota());
    app.decorateRequest('caller', null);
    app.setErrorHandler(handleError);
    const staticDir = resolve(options.staticDir ?? DEFAULT_STATIC_DIR);
    await registerSecurityHeaders(app, {
      scriptSources: appShellScriptSources(staticDir),
      connectOrigins: options.connectOrigins,
      crossOrigin: (options.corsOrigins ?? []).length > 0,
      jsProfiling: options.jsProfiling ?? false,
    });

    if (options.corsOrigins && options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: options.corsOrigins,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'tus-resumable', 'upload-length', 'upload-metadata', 'upload-offset'],
        exposedHeaders: ['retry-after', 'content-disposition', 'location', 'tus-resumable', 'upload-offset', 'upload-length'],
        maxAge: 600,
      });
    }
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } });
    registerUnreadBodyGuard(app);
    registerBodyParsers(app);
    // tus chunks (PATCH /uploads/{id}) stream from the request into the upload's store: left unread here.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    registerBodyTimeouts(app, options.bodyTimeouts ?? BODY_TIMEOUTS);
    await attachPresence(app, { databaseUrl: options.databaseUrl, ...options.presence });
    await attachUserEvents(app, { databaseUrl: options.databaseUrl });
    await shareInvalidations(app, { databaseUrl: options.databaseUrl });
    attachRealtimeAnalytics(app);
    attachCopyrightScans(app, options.copyrightScans);
    attachCampaignSending(app, options.emailSending);
    attachAssistant(app, options.assistant);
    attachServiceHealth(app, options.serviceHealth);
    attachBehavior(app, options.behavior);
    await registerApi(app, { contract, service: options.service ?? defaultService });
    await registerDocs(app, contract);
    registerBackup(app, { authSecret: secret });
    if (!options.production) registerDevMailbox(app);
    await registerWebApp(app, staticDir);
  } catch (error) {
    await app.close(); // closes the database, which would otherwise keep the process alive
    throw error;
  }
  return app;
}
