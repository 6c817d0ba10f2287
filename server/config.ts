import { DEFAULT_RETENTION_DAYS } from './behavior/index.js';
import { checkCodeRanges, type CodeRanges, SANDBOX_CODE_RANGES } from './releases/identifiers/codes.js';
import type { FastifyServerOptions } from 'fastify';
import type { AppOptions } from './app.js';
import type { AssistantOptions } from './assistant/index.js';
import { resolvePublicUrl } from './http/links.js';
import { connectOriginsFrom } from './http/security-headers.js';
import { parseSentryDsn } from './monitoring/index.js';

export interface ServerConfig {
  port: number;
  host: string;
  app: AppOptions;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, not "${text}"`);
  return value;
}

/** Reads the server's settings from the environment (see the list in server/README.md). */
export function readConfig(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  const logger: FastifyServerOptions['logger'] = {
    level: env.LOG_LEVEL || 'info',
    ...(stdoutIsTty && !production
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
  return {
    port,
    host: env.HOST || '0.0.0.0',
    app: {
      dataDir: env.DATA_DIR || './data',
      databaseUrl: env.DATABASE_URL || undefined,
      storageUrl: env.STORAGE_URL || undefined,
      authSecret: env.AUTH_SECRET || undefined,
      logger,
      production,
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || undefined,
      publicUrl: resolvePublicUrl(env.PUBLIC_APP_URL, { production, fallback: `http://localhost:${port}` }),
      trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
      corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
      connectOrigins: connectOriginsFrom(env),
      jsProfiling: Boolean(env.PUBLIC_SENTRY_DSN?.trim()),
      // Demo accounts on the embedded database; on a PostgreSQL server only when asked for.
      demoData: !production && (env.DEMO_DATA === '1' || (!env.DATABASE_URL && env.DEMO_DATA !== '0')),
      // The sandbox platform logins: on unless turned off, in production only when asked for.
      platformSandbox: env.PLATFORM_SANDBOX === '1' || (!production && env.PLATFORM_SANDBOX !== '0'),
      delivery: {
        ...(env.DELIVERY_PARTNER ? { partner: env.DELIVERY_PARTNER } : {}),
        sandbox: Object.fromEntries(
          Object.entries({
            deliveredMs: milliseconds(env, 'DELIVERY_SANDBOX_DELIVERED_MS'),
            onlineMs: milliseconds(env, 'DELIVERY_SANDBOX_ONLINE_MS'),
          }).filter(([, value]) => value !== undefined),
        ),
      },
      codeRanges: codeRangesFrom(env),
      behavior: { retentionDays: retentionDaysFrom(env) },
      assistant: assistantFrom(env),
      errorReporting: {
        dsn: env.SENTRY_DSN?.trim() ? parseSentryDsn(env.SENTRY_DSN.trim()) : undefined,
        environment: environmentFrom(env.NODE_ENV),
      },
      ...(env.STATIC_DIR ? { staticDir: env.STATIC_DIR } : {}),
      ...(env.OPENAPI_PATH ? { specPath: env.OPENAPI_PATH } : {}),
    },
  };
}

/** The environment error reports name: production, test, or development for anything else. */
function environmentFrom(nodeEnv: string | undefined): string {
  return nodeEnv === 'production' || nodeEnv === 'test' ? nodeEnv : 'development';
}

/** BEHAVIOR_RETENTION_DAYS: how long behavioural events are kept (default 400 days). */
function retentionDaysFrom(env: NodeJS.ProcessEnv): number {
  const text = env.BEHAVIOR_RETENTION_DAYS;
  if (!text) return DEFAULT_RETENTION_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) throw new Error(`BEHAVIOR_RETENTION_DAYS must be a whole number of days (1 or more), not "${text}"`);
  return days;
}

/** UPC_PREFIX and ISRC_REGISTRANT (both or neither); without them the sandbox ranges no real product uses. */
function codeRangesFrom(env: NodeJS.ProcessEnv): CodeRanges {
  const ranges = {
    upcPrefix: env.UPC_PREFIX || SANDBOX_CODE_RANGES.upcPrefix,
    isrcRegistrant: (env.ISRC_REGISTRANT || SANDBOX_CODE_RANGES.isrcRegistrant).replaceAll('-', '').toUpperCase(),
  };
  checkCodeRanges(ranges);
  return ranges;
}

/** ASSISTANT_URL and TTS_URL (each with its key, model and voice); unset, the embedded defaults. */
function assistantFrom(env: NodeJS.ProcessEnv): AssistantOptions {
  return {
    ...(env.ASSISTANT_URL
      ? { model: { url: env.ASSISTANT_URL, apiKey: env.ASSISTANT_API_KEY || undefined, model: env.ASSISTANT_MODEL || undefined } }
      : {}),
    ...(env.TTS_URL ? { speech: { url: env.TTS_URL, apiKey: env.TTS_API_KEY || undefined, model: env.TTS_MODEL || undefined, voice: env.TTS_VOICE || undefined } } : {}),
  };
}
