import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { takeEarlyGet, tokenStore as defaultTokenStore, type TokenStore } from '@/shared/lib/session-token';
import {
  ApiError,
  AUTH_FAILED_MESSAGE,
  apiErrorFromResponse,
  canceledError,
  isAbortError,
  networkError,
} from './errors';
import { resolveApiBaseUrl } from './config';
import type { paths } from './generated/openapi';

export type ApiClient = Client<paths>;

/** The `POST /auth/verify` answer: `{token, user}`. */
export type RefreshedSession = paths['/auth/verify']['post']['responses'][200]['content']['application/json'];

/** Operations under `/auth/` never trigger a refresh (login, sign-up, verify itself, …). */
const AUTH_PATH_PREFIX = '/auth/';
/** `POST /auth/verify` with the current bearer token answers `{token, user}` (spec 1 §7). */
export const REFRESH_PATH = '/auth/verify';
/** Where a failed re-authentication sends the user (spec 1 §8; `/auth/login` redirects to `/login`). */
export const LOGIN_REDIRECT_PATH = '/auth/login';

export interface ApiAuthHooks {
  /** Called once when re-authentication fails, after the token was cleared. */
  onAuthFailure: () => void;
  /** Called with the `POST /auth/verify` answer after a successful refresh (token already stored). */
  onTokenRefreshed?: (session: RefreshedSession) => void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokenStore?: TokenStore;
  /** Read on every use, so the hooks can be swapped after creation (see `configureApiAuth`). */
  hooks?: () => ApiAuthHooks;
  /**
   * Defaults to `globalThis.fetch` (looked up at call time so tests can stub it), except for a GET
   * index.html's head script already sent for the page being opened (`takeEarlyGet`).
   */
  fetch?: (request: Request) => Promise<Response>;
}

const defaultHooks: ApiAuthHooks = {
  onAuthFailure: () => globalThis.location?.assign(LOGIN_REDIRECT_PATH),
};
let appHooks: ApiAuthHooks = defaultHooks;

/**
 * Replaces the re-authentication hooks of the app-wide `apiClient` (the session model plugs in
 * here). Omitted hooks fall back to the defaults (`onAuthFailure`: go to `/auth/login`).
 */
export function configureApiAuth(hooks: Partial<ApiAuthHooks>): void {
  appHooks = { ...defaultHooks, ...hooks };
}

function isAuthPath(schemaPath: string): boolean {
  return schemaPath.startsWith(AUTH_PATH_PREFIX);
}

function withBearer(request: Request, token: string | null): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  return request;
}

function mapThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return isAbortError(error) ? canceledError(error) : networkError(error);
}

/**
 * Bearer token, one refresh-and-retry on 401, and the error catalogue for failures to send.
 *
 * Per request (`id`) it keeps an untouched clone to replay. The replay is sent straight through
 * `fetch`, not through the middleware again, so a 401 on the retried request is final (no loop).
 * Concurrent 401s share one in-flight refresh.
 */
function createAuthMiddleware(tokens: TokenStore, hooks: () => ApiAuthHooks): Middleware {
  const replays = new Map<string, { request: Request; sentWith: string | null }>();
  let refreshing: Promise<string> | null = null;

  async function refreshToken(fetchFn: typeof fetch, baseUrl: string): Promise<string> {
    const current = tokens.get();
    const fail = (cause?: unknown): never => {
      tokens.clear();
      hooks().onAuthFailure();
      throw new ApiError({ status: 401, kind: 'auth', message: AUTH_FAILED_MESSAGE, cause });
    };
    if (!current) return fail();
    let response: Response;
    try {
      response = await fetchFn(
        new Request(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${current}`, Accept: 'application/json' },
        }),
      );
    } catch (error) {
      // Could not reach the server: keep the session, report the network error.
      throw mapThrown(error);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status >= 500) {
      // Server trouble is not a verdict on the token (spec 1 §4: cleared only below 500).
      throw apiErrorFromResponse(response, answer);
    }
    const token =
      response.ok && typeof answer === 'object' && answer !== null ? (answer as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') return fail(apiErrorFromResponse(response, answer));

    tokens.set(token);
    hooks().onTokenRefreshed?.(answer as RefreshedSession);
    return token;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const token = tokens.get();
      withBearer(request, token);
      if (!isAuthPath(schemaPath)) replays.set(id, { request: request.clone(), sentWith: token });
      return request;
    },

    async onResponse({ response, id, options }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (response.status !== 401 || !replay) return undefined;
      // Not signed in: no session to refresh or to end, the 401 stands. (Redirecting here could
      // loop on a page that calls a protected operation before sign-in.)
      if (replay.sentWith === null && tokens.get() === null) return undefined;

      const current = tokens.get();
      let token: string;
      if (current && current !== replay.sentWith) {
        // Another request refreshed the token while this one was in flight: just replay.
        token = current;
      } else {
        refreshing ??= refreshToken(options.fetch, options.baseUrl).finally(() => {
          refreshing = null;
        });
        token = await refreshing;
      }

      try {
        return await options.fetch(withBearer(replay.request, token));
      } catch (error) {
        throw mapThrown(error);
      }
    },

    onError({ error, id }) {
      replays.delete(id);
      return mapThrown(error);
    },
  };
}

/** `fetch`, or the head script's request for the same address; sent again if that one could not reach the server. */
function fetchOrTakeEarly(request: Request): Promise<Response> {
  const early = takeEarlyGet(request);
  return early ? early.catch(() => globalThis.fetch(request)) : globalThis.fetch(request);
}

/** Creates a typed client for the contract in `openapi/openapi.yaml`. The app uses `apiClient`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokenStore ?? defaultTokenStore;
  const hooks = options.hooks ?? (() => appHooks);
  const fetchFn = options.fetch ?? fetchOrTakeEarly;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? resolveApiBaseUrl(),
    fetch: fetchFn,
  });
  client.use(createAuthMiddleware(tokens, hooks));
  return client;
}

/** The one API client of the app. */
export const apiClient: ApiClient = createApiClient();
