import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createTestApp, readMailbox } from './helpers.js';

const BASE = 'http://app.example.test';

describe('the outbox without SMTP_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ publicUrl: `${BASE}/` });
  }, 60_000);
  afterAll(() => app?.close());

  it('keeps messages, transactional ones without an unsubscribe link or headers, and lists them newest first', async () => {
    await app.mailer.send({ kind: 'invite', to: 'First@Example.test', subject: 'First <message>', text: 'Hello & welcome' });
    await app.mailer.send({ kind: 'invite', to: 'second@example.test', subject: 'Second', text: `Open ${BASE}/signup?a=1&b=2` });

    const messages = await readMailbox(app);
    expect(messages.map((message) => message.subject)).toEqual(['Second', 'First <message>']);
    const first = messages[1]!;
    expect(first).toMatchObject({ to: 'first@example.test', status: 'kept', kind: 'invite' });
    expect(first.text).toBe(`Hello & welcome\n\n--\nRoyalty Desk\n© ${new Date().getUTCFullYear()} Royalty Desk Group\n`);
    expect(first.headers).toEqual({});
    expect((await readMailbox(app, 'second@example.test')).map((message) => message.subject)).toEqual(['Second']);
  });

  it('shows them on an HTML page, escaped, with their text and links', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('First &#60;message&#62;');
    expect(response.body).not.toContain('First <message>');
    expect(response.body).toContain('Hello &#38; welcome');
    expect(response.body).toContain(`<a href="${BASE}/signup?a=1&#38;b=2">`);
    expect(response.body.indexOf('Second')).toBeLessThan(response.body.indexOf('First &#60;message'));
  });

  it('gives every user a subscriber row with an unguessable token', async () => {
    const { user } = await createUser(app);
    const { rows } = await app.db.query<{ token: string }>('select token from email_subscribers where user_id = $1', [user._id]);
    expect(rows[0]?.token).toMatch(/^[\w-]{43}$/);
  });
});

describe('production mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ production: true, publicUrl: 'https://app.example.com' });
  }, 60_000);
  afterAll(() => app?.close());

  it('has no mailbox', async () => {
    await app.mailer.send({ kind: 'invite', to: 'secret@example.test', subject: 'Secret code 123456', text: 'x' });
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('Secret code');
    expect(page.body).not.toContain('Mailbox');
  });
});

describe('the outbox with SMTP_URL', () => {
  let smtp: FakeSmtpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Royalty Desk <hello@royalty.test>', publicUrl: BASE });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    smtp?.server.close();
  });

  it('sends the message through the SMTP server and records it as sent', async () => {
    await app.mailer.send({ kind: 'verification-code', to: 'smtp@example.test', subject: 'Your code', text: 'Code 654321' });
    await app.mailer.flush();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatchObject({ from: 'hello@royalty.test', to: ['smtp@example.test'] });
    expect(smtp.messages[0]!.data).toContain('Subject: Your code');
    expect(smtp.messages[0]!.data).toContain('Code 654321');
    expect(smtp.messages[0]!.data).not.toMatch(/unsubscribe/i);
    const [message] = await readMailbox(app, 'smtp@example.test');
    expect(message).toMatchObject({ status: 'sent', error: null });
  });

  it('records a refused message as failed', async () => {
    smtp.refuse = true;
    await app.mailer.send({ kind: 'invite', to: 'refused@example.test', subject: 'Hi', text: 'x' });
    await app.mailer.flush();
    smtp.refuse = false;
    const [message] = await readMailbox(app, 'refused@example.test');
    expect(message?.status).toBe('failed');
    expect(message?.error).toMatch(/550/);
  });
});

interface FakeSmtpServer {
  server: Server;
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  refuse: boolean;
}

/** Just enough SMTP for nodemailer: no TLS, no auth; keeps what it receives. */
async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const fake: FakeSmtpServer = { server: createServer(), port: 0, messages: [], refuse: false };
  fake.server.on('connection', (socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            fake.messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') {
          if (fake.refuse) socket.write('550 Mailbox unavailable\r\n');
          else {
            current.from = line.match(/<(.*)>/)?.[1] ?? '';
            socket.write('250 OK\r\n');
          }
        } else if (command === 'RCPT') {
          current.to.push(line.match(/<(.*)>/)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.port = (fake.server.address() as { port: number }).port;
  return fake;
}
