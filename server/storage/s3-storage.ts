import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { checkLink, signLink } from './signed-links.js';
import type { StorageLocation } from './storage-url.js';
import { checkedKey, type FileStorage, isOwnedKey, missingError, STORED_FILES_PREFIX, type StoredObject } from './storage.js';

export interface S3StorageOptions extends StorageLocation {
  /** Explicit credentials (tests); otherwise the SDK's chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles. */
  credentials?: S3ClientConfig['credentials'];
  secret: string;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket, so that every instance reads what any one stored. Uploads
 * stream in parts (`Upload`: 8 MB parts, 4 at a time, never the whole file in memory); reads are
 * streamed GETs with native ranges. Links: the app gets the same server-signed `/media/files/…`
 * link as with local storage, and that route answers with a redirect to a pre-signed GET. Why not
 * put the pre-signed URL in the API's answers: signing is asynchronous in the SDK while the views
 * that carry links are not, a link that stays the same all day keeps the browser's cache, and the
 * bytes (ranges for the previews included) still flow from the service, never through the server.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, secret } = options;
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums on every request are newer than most S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    bucket,
    kind: 'object',
    urlOf: (key, baseUrl) => `${baseUrl}${STORED_FILES_PREFIX}${checkedKey(key)}?${signLink(secret, key)}`,
    checkLink: (key, expires, signature) => checkLink(secret, key, expires, signature),
    presignedUrl: (key, seconds) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }), { expiresIn: seconds }),
    async putFile(key, fromPath) {
      const upload = new Upload({ client, params: { Bucket: bucket, Key: checkedKey(key), Body: createReadStream(fromPath) }, partSize: 8 * 1024 * 1024, queueSize: 4 });
      await upload.done();
      await rm(fromPath, { force: true });
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    openRead(key, range) {
      const out = new PassThrough();
      const command = new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) });
      client.send(command).then(
        ({ Body }) => {
          const body = Body as Readable;
          body.on('error', (error) => out.destroy(error));
          // A reader that stops early (a client gone mid-preview) frees the service's connection too.
          out.on('close', () => body.destroy());
          body.pipe(out);
        },
        (error: unknown) => out.destroy(isMissing(error) ? missingError(key) : (error as Error)),
      );
      return out;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        return { key, bytes: head.ContentLength ?? 0, writtenAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(area, owner) {
      const found: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: owner === undefined ? `${area}/` : `${area}/${owner}-`, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isOwnedKey(object.Key, area, owner)) found.push({ key: object.Key, bytes: object.Size ?? 0, writtenAt: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
