import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPTED_USER_AGREEMENT, callApi, createTestApp, readMailbox } from '../helpers.js';

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await createTestApp({ logger: { level: 'trace', stream } });
}, 60_000);
afterAll(() => app?.close());

describe('the log', () => {
  it('names the recipient and subject of kept emails, never passwords, codes or reset tokens', async () => {
    const password = 'Sup3r-secret-passw0rd';
    const email = 'logs@example.test';
    await callApi(app, 'POST', '/auth/user-sign-up', {
      payload: { firstName: 'Lou', lastName: 'Gray', email, artistName: 'Lou', password, phoneNumber: '+1 212 555 0100', ...ACCEPTED_USER_AGREEMENT },
    });
    const code = (await readMailbox(app, email))[0]!.text.match(/\b(\d{6})\b/)![1]!;
    await callApi(app, 'POST', '/auth/login', { payload: { email, password: 'Wr0ng-passw0rd' } });
    await callApi(app, 'POST', '/auth/verify-code', { payload: { email, code } });
    await callApi(app, 'POST', '/auth/forgot-password', { payload: { email } });
    const resetToken = (await readMailbox(app, email))[0]!.text.match(/token=([\w-]+)/)![1]!;

    const log = lines.join('');
    expect(log).toContain('"to":"logs@example.test","subject":"Your Royalty Desk verification code"');
    expect(log).toContain('"subject":"Reset your Royalty Desk password"');
    for (const secret of [password, 'Wr0ng-passw0rd', resetToken]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`)); // not inside timestamps
  });
});
