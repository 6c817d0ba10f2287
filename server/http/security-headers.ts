import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { parseStorageUrl } from '../storage/storage-url.js';
import { isApiPath } from './errors.js';

export interface SecurityHeaderOptions {
  /**
   * Origins the app may call besides its own (`PUBLIC_API_URL`, `PUBLIC_PRESENCE_URL`, the
   * error-reporting host of `PUBLIC_SENTRY_DSN`), for the CSP's connect-src.
   */
  connectOrigins?: string[];
  /** Other origins may load this server's responses (CORS_ORIGINS is set). */
  crossOrigin?: boolean;
  /**
   * The app reports errors (PUBLIC_SENTRY_DSN is set): pages may use the JS Self-Profiling API
   * that Sentry's browser profiling needs (`Document-Policy: js-profiling`).
   */
  jsProfiling?: boolean;
  /** The inline scripts the app's pages carry (`inlineScriptSources` of its index.html), allowed by hash. */
  scriptSources?: string[];
}

type CspDirectives = Record<string, string[]>;

/**
 * The app's Content-Security-Policy: its scripts and styles come only from this origin, besides
 * the inline scripts named by hash (index.html's head script, see `inlineScriptSources`); images and
 * audio may come from platforms' CDNs over HTTPS; it may call only this origin and the configured
 * API, presence and error-reporting origins.
 */
export function appCspDirectives(connectOrigins: string[] = [], scriptSources: string[] = []): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources],
    'style-src': ["'self'"],
    // The configured origins too: object storage over plain HTTP (a local S3-protocol server).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...new Set(connectOrigins)],
    // data: for howler's silent unlock clip, which it plays before the first real sound.
    'media-src': ["'self'", 'data:', 'blob:', 'https:', ...new Set(connectOrigins)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set(connectOrigins)],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** What the app's features may use: nothing it does not need (camera, location, payment…). */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), fullscreen=(self), picture-in-picture=(self)';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The build's scripts and stylesheets (`/static/…js|css`) are not pages: the headers that govern a
 * document (framing, opener, permissions, the page's CSP and helmet's legacy ones) mean nothing on
 * them, and were about 0.8 kB on each of the eight or so files a page loads first, on a slow
 * connection. They keep nosniff, CORP, Referrer-Policy and caching, and a CSP of their own, as
 * strict as the app's for what a worker does (a worker started from a build file runs under it).
 */
const BUILD_FILE = /^\/static\/[^?#]*\.(?:m?js|css)(?:[?#]|$)/;
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
export const BUILD_FILE_CSP = "default-src 'self'";

function trimToBuildFileHeaders(reply: FastifyReply): void {
  for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
  reply.header('content-security-policy', BUILD_FILE_CSP);
}

/**
 * Security headers on every answer, from @fastify/helmet: CSP, nosniff, Referrer-Policy,
 * frame-ancestors / X-Frame-Options, cross-origin policies (the build's scripts and stylesheets keep
 * only those that apply to them: `BUILD_FILE`). Two it does not cover are added here:
 * Permissions-Policy, and HSTS only on requests that came over HTTPS (directly, or through a
 * trusted proxy's X-Forwarded-Proto), since a plain-HTTP answer with it means nothing.
 * API answers that name no caching get `no-store`: they carry personal data and tokens.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(options.connectOrigins, options.scriptSources) },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: options.crossOrigin ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' }, // the same as frame-ancestors 'none', for old browsers
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (BUILD_FILE.test(request.url)) return trimToBuildFileHeaders(reply);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (options.jsProfiling) reply.header('document-policy', 'js-profiling');
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/**
 * The policy of a server-rendered page with one inline stylesheet (the mailbox, the
 * placeholders): the app's policy plus that stylesheet's hash, nothing looser.
 */
export function inlineStyleDirectives(css: string): CspDirectives {
  return { ...appCspDirectives(), 'style-src': ["'self'", hashSource(css)] };
}

/** A CSP source that allows exactly this inline script or stylesheet. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The hash sources of a page's inline scripts (`<script>` without `src`), e.g. the built index.html's. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => hashSource(body ?? ''));
}

/** Route options that give a page `inlineStyleDirectives(css)` (helmet's per-route setting). */
export function inlineStylePolicy(css: string) {
  return { helmet: { contentSecurityPolicy: { useDefaults: false, directives: inlineStyleDirectives(css) } } };
}

/** The header value of a policy, for answers that no route serves (the not-found handler's pages). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Where object storage serves files (`STORAGE_URL`): a stored file's link redirects there, and the
 * app reads audio with fetch (waveforms, previews). Its endpoint's origin, or AWS's own hosts.
 */
function storageOrigins(storageUrl: string | undefined): string[] {
  if (!storageUrl) return [];
  let location;
  try {
    location = parseStorageUrl(storageUrl);
  } catch {
    return []; // refused with its reason where the storage is created
  }
  const { bucket, endpoint, region } = location;
  if (!endpoint) return [`https://${bucket}.s3.amazonaws.com`, ...(region ? [`https://${bucket}.s3.${region}.amazonaws.com`] : [])];
  const service = new URL(endpoint);
  // Path-style links name the bucket in the path; virtual-hosted ones in the host.
  return [service.origin, `${service.protocol}//${bucket}.${service.host}`];
}

/** Origins named by the settings the app is built with (for the CSP's connect-src). */
export function connectOriginsFrom(env: NodeJS.ProcessEnv): string[] {
  return [...storageOrigins(env.STORAGE_URL), ...[env.PUBLIC_API_URL, env.PUBLIC_PRESENCE_URL, env.PUBLIC_SENTRY_DSN].flatMap((value) => {
    if (!value) return [];
    try {
      return [new URL(value).origin];
    } catch {
      return []; // a relative URL (`/api`) is this origin
    }
  })];
}
