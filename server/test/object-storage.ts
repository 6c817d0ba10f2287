import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../storage/s3-storage.js';
import type { FileStorage } from '../storage/storage.js';

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
