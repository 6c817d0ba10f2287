import type { FastifyInstance } from 'fastify';
import type { components } from '../generated/openapi.js';
import { databaseAnswers } from './checks/database.js';

type Readiness = components['schemas']['Readiness'];

const STORAGE_CHECK_TIMEOUT_MS = 2000;
/** Whether the storage answers its probe in time (a folder, or the bucket). */
async function storageAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), STORAGE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([app.storage.probe().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /ready: `stopping` from the shutdown signal on, else whether the database and the storage answer. */
export async function checkReadiness(app: FastifyInstance): Promise<{ ready: boolean; body: Readiness }> {
  const [database, storage] = await Promise.all([databaseAnswers(app.db), storageAnswers(app)]);
  const checks = { database: database ? 'ok' : 'unreachable', storage: storage ? 'ok' : 'unreachable' } as const;
  const status = app.lifecycle.stopping ? 'stopping' : database && storage ? 'ready' : 'unavailable';
  return { ready: status === 'ready', body: { status, checks } };
}
