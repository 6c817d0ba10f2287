import type { FastifyInstance } from 'fastify';
import { expectResponseMatchesContract } from './contract.js';
import { callApi, type TestUser } from './helpers.js';

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

type Method = 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

/** A tus request, its answer checked against the contract. */
export async function tus(app: FastifyInstance, method: Method, path: string, token: string, headers: Record<string, string> = {}, payload?: Buffer) {
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...headers },
    ...(payload ? { payload } : {}),
  });
  const body = expectResponseMatchesContract(response, { method, path }) as { code?: string; message?: string } | undefined;
  return { status: response.statusCode, headers: response.headers, body };
}

/** createUpload: its answer and the upload's path under /api. */
export async function createTusUpload(app: FastifyInstance, user: TestUser, length: number, kind = 'audio', filename = 'master.wav') {
  const created = await tus(app, 'POST', '/uploads', user.token, { 'upload-length': String(length), 'upload-metadata': metadata({ kind, filename }) });
  const location = String(created.headers.location ?? '');
  return { ...created, path: location.replace(/^\/api/, '') };
}

export const patchTusUpload = (app: FastifyInstance, user: TestUser, path: string, offset: number, bytes: Buffer) =>
  tus(app, 'PATCH', path, user.token, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, bytes);

type Completed = {
  source: string;
  audio: { bucket: string; location: string };
  metadata: Record<string, unknown>;
  isValid?: boolean;
  uploadId?: string;
  reasons?: { code: string }[];
  code?: string;
  message?: string;
};

export const completeTusUpload = (app: FastifyInstance, user: TestUser, path: string) => callApi<Completed>(app, 'POST', `${path}/complete`, { token: user.token });

/** A whole file sent in one PATCH; answers the upload's path. */
export async function uploadWhole(app: FastifyInstance, user: TestUser, bytes: Buffer, kind: string, filename: string) {
  const { path } = await createTusUpload(app, user, bytes.length, kind, filename);
  await patchTusUpload(app, user, path, 0, bytes);
  return path;
}
