import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe } from 'vitest';
import { createS3Storage } from '../storage/s3-storage.js';
import type { FileStorage } from '../storage/storage.js';
import { createTestApp } from './helpers.js';

export const TEST_BUCKET = 'royalty-desk-test';

export interface TestObjectStorage {
  /** `STORAGE_URL` of the bucket (credentials: s3rver's own, S3RVER / S3RVER). */
  url: string;
  storage(secret: string): FileStorage;
  close(): Promise<void>;
}

/**
 * An S3-protocol server (s3rver) on a free port of this machine, its objects in a temporary
 * folder, with one empty bucket: object storage for tests, without a network.
 */
export async function startObjectStorage(): Promise<TestObjectStorage> {
  const directory = mkdtempSync(join(tmpdir(), 'royalty-desk-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: `s3://${TEST_BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=1`,
    storage: (secret) =>
      createS3Storage({ bucket: TEST_BUCKET, endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, secret }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The same suite on both adapters ("<title> on local disk", "<title> on object storage"), each
 * with a test app of its own, created before the suite's own `beforeAll` and closed after it:
 * `app()` is that app, `onObjectStorage` says which adapter it has.
 */
export function describeOnBothAdapters(title: string, suite: (app: () => FastifyInstance, onObjectStorage: boolean) => void): void {
  describe.each([
    ['local disk', false],
    ['object storage', true],
  ])(`${title} on %s`, (_name, onObjectStorage) => {
    let objectStorage: TestObjectStorage | undefined;
    let app: FastifyInstance | undefined;
    beforeAll(async () => {
      objectStorage = onObjectStorage ? await startObjectStorage() : undefined;
      app = await createTestApp(objectStorage ? { storage: objectStorage.storage } : {});
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await objectStorage?.close();
    });
    const started = () => {
      if (!app) throw new Error('The test app is not started yet: call app() in a hook or a test');
      return app;
    };
    suite(started, onObjectStorage);
  });
}
