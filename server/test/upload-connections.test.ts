import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT_BYTES } from '../http/unread-body.js';
import { createTestApp, createUser, multipartFile, type TestUser } from './helpers.js';
import { chunkedCoding, inChunks, listeningPort, RawConnection, requestHead, serverSockets } from './raw-http.js';

let app: FastifyInstance;
let user: TestUser;
let port: number;
let sockets: ReturnType<typeof serverSockets>;
beforeAll(async () => {
  app = await createTestApp();
  user = await createUser(app);
  sockets = serverSockets(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = listeningPort(app);
}, 60_000);
afterAll(() => app?.close());

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
/** Long enough for a loaded machine to answer; far below the 72 s keep-alive a hung connection waits. */
const ANSWER_WITHIN_MS = 10_000;
/**
 * What the server may read past a limit before it stops: the parser's and streams' buffers (a few
 * MB at most, measured 0.1–4 MB); an upload read to its end goes far past it.
 */
const READ_PAST_LIMIT = 8 * MB;

const png = (side = 16) => sharp({ create: { width: side, height: side, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();

function post(connection: RawConnection, path: string, body: { payload: Buffer; headers: Record<string, string> }) {
  const head = requestHead('POST', `/api${path}`, { authorization: `Bearer ${user.token}`, ...body.headers }, body.payload.length);
  return connection.send(head, inChunks(body.payload, CHUNK));
}

async function currentPhoto(): Promise<string | null> {
  const answer = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${user.token}` } });
  return (answer.json() as { photoURL: string | null }).photoURL;
}

/** What the server read on the newest connection (the one a test just used). */
const serverRead = () => sockets.at(-1)!.bytesRead;

describe('a refused multipart upload never leaves its connection hanging', () => {
  const wrongField = (field: string) => multipartFile(field, Buffer.alloc(DRAIN_LIMIT_BYTES - 4096), 'file.bin', 'application/octet-stream');
  const refusals: [string, string][] = [
    ['/releases/drafts/upload-audio', 'track'],
    ['/releases/drafts/validate-image', 'picture'],
    ['/user/photo', 'picture'],
    ['/releases/drafts', 'artwork'],
  ];

  it.each(refusals)('POST %s with a wrong file part (about 1 MB): 400, and the next request on the connection is answered', async (path, field) => {
    const connection = new RawConnection(port);
    try {
      await post(connection, path, wrongField(field));
      const refused = await connection.answer(ANSWER_WITHIN_MS);
      expect(refused.status).toBe(400);
      await connection.send(requestHead('GET', '/api/user', { authorization: `Bearer ${user.token}` }, 0), []);
      expect((await connection.answer(ANSWER_WITHIN_MS)).status).toBe(200);
    } finally {
      connection.end();
    }
  });

  it('a larger refused body is not read: the answer closes the connection', async () => {
    const connection = new RawConnection(port);
    try {
      const body = multipartFile('track', Buffer.alloc(16 * MB), 'file.bin', 'application/octet-stream');
      void post(connection, '/releases/drafts/upload-audio', body);
      const refused = await connection.answer(ANSWER_WITHIN_MS);
      if (refused.status !== null) expect([refused.status, refused.headers.connection]).toEqual([400, 'close']);
      await connection.whenClosed(ANSWER_WITHIN_MS);
      expect(serverRead()).toBeLessThan(4 * MB);
    } finally {
      connection.end();
    }
  });
});

describe('upload limits hold on bytes read, whatever the framing', () => {
  it('a 60 MB photo written 64 KB at a time never replaces the photo, and reading stops near 5 MB', async () => {
    const before = await currentPhoto();
    const image = await png();
    // The file part starts on a chunk boundary, so 5 MB of it ends exactly on one: the case that got through.
    const boundary = 'raw-photo-boundary';
    const partHead = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`);
    const file = Buffer.concat([image, Buffer.alloc(60 * MB - image.length)]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = partHead.length + file.length + tail.length;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const connection = new RawConnection(port);
      try {
        const head = requestHead('POST', '/api/user/photo', { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, length);
        void connection.send(head, [partHead, ...inChunks(file, CHUNK), tail]);
        const answer = await connection.answer(ANSWER_WITHIN_MS);
        expect(answer.status === null || answer.status === 413, `attempt ${attempt}: ${answer.status} ${answer.body}`).toBe(true);
        await connection.whenClosed(ANSWER_WITHIN_MS);
        expect(serverRead()).toBeLessThan(5 * MB + READ_PAST_LIMIT);
      } finally {
        connection.end();
      }
    }
    expect(await currentPhoto()).toBe(before);
  });

  it('a photo form padded with a 30 MB text part, sent chunked (no length), is refused near 5 MB and changes nothing', async () => {
    const before = await currentPhoto();
    const boundary = 'padded-photo-boundary';
    const padding = Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="note"\r\n\r\n`), Buffer.alloc(30 * MB, 'a'), Buffer.from('\r\n')]);
    const photo = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="me.png"\r\ncontent-type: image/png\r\n\r\n`),
      await png(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const connection = new RawConnection(port);
    try {
      const head = requestHead('POST', '/api/user/photo', { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, null);
      void connection.send(head, chunkedCoding([...inChunks(padding, CHUNK), photo]));
      const answer = await connection.answer(ANSWER_WITHIN_MS);
      expect(answer.status === null || answer.status === 413, `${answer.status} ${answer.body}`).toBe(true);
      await connection.whenClosed(ANSWER_WITHIN_MS);
      expect(serverRead()).toBeLessThan(5 * MB + READ_PAST_LIMIT);
    } finally {
      connection.end();
    }
    expect(await currentPhoto()).toBe(before);
  });

  it('an over-size cover stops being read near its 60 MB limit and answers 413', async () => {
    const connection = new RawConnection(port);
    try {
      void post(connection, '/releases/drafts/validate-image', multipartFile('image', Buffer.alloc(100 * MB), 'cover.png', 'image/png'));
      const answer = await connection.answer(ANSWER_WITHIN_MS);
      if (answer.status !== null) expect([answer.status, JSON.parse(answer.body).message]).toEqual([413, 'Cover art must be at most 60 MB.']);
      await connection.whenClosed(ANSWER_WITHIN_MS);
      expect(serverRead()).toBeLessThan(60 * MB + READ_PAST_LIMIT);
    } finally {
      connection.end();
    }
  });
});
