/** Where object storage is (`STORAGE_URL`), without its credentials. */
export interface StorageLocation {
  bucket: string;
  /** The service's address (MinIO, s3rver, R2…); AWS's own when absent. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** `bucket` in the path rather than in the host name (most S3-compatible services). */
  forcePathStyle?: boolean;
}

/**
 * `STORAGE_URL=s3://bucket?endpoint=https://…&region=…&forcePathStyle=1` as a location (credentials
 * stay with the SDK's standard variables, never in the URL). Apart from the adapter so that the
 * server's settings (the CSP's origins) read it without loading the AWS SDK.
 */
export function parseStorageUrl(url: string): StorageLocation {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || parsed.hostname === '') throw new Error(`STORAGE_URL must be s3://bucket?endpoint=…&region=…, not "${url}"`);
  if (parsed.username || parsed.password) throw new Error('STORAGE_URL carries no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\//.test(endpoint)) throw new Error(`STORAGE_URL's endpoint must be an http(s) URL, not "${endpoint}"`);
  const flag = parsed.searchParams.get('forcePathStyle');
  return {
    bucket: parsed.hostname,
    endpoint,
    region: parsed.searchParams.get('region') ?? undefined,
    forcePathStyle: flag === '1' || flag === 'true',
  };
}
