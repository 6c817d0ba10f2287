import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_ANSWER } from '../assistant/index.js';
import { callApi, createTestApp, createUser, expectResponseMatchesContract, expectStatedRule, type TestUser } from './helpers.js';

const CHAT = '/admin/chatwidget';
const SPEECH = '/admin/chatwidget/audio';
const number = (value: number | string) => new Intl.NumberFormat('en-US').format(Number(value));

let app: FastifyInstance;
let admin: TestUser;
let artist: TestUser;

async function ask(question: string, token = admin.token): Promise<string> {
  const answer = await callApi<{ text: string }>(app, 'POST', CHAT, { token, payload: { messages: [{ role: 'user', content: question }] } });
  expect(answer.status).toBe(200);
  return answer.body.text;
}

async function one<T = number>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await app.db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}

/** A small known world: users of each role, three artists with streams, releases, one sent campaign. */
async function seed(): Promise<void> {
  await createUser(app, { roles: ['INVESTOR'] });
  await createUser(app, { archived: true });
  const older = await createUser(app);
  await app.db.query(`update users set created_at = now() - interval '20 days' where id = $1`, [older.user._id]);
  await app.db.query(
    `insert into artists (id, name, streams_30d, monthly_earnings, monthly_listeners, streams_updated_at) values
      ('a00000000000000000000001', 'Nova Lights', '{"SPOTIFY": 52000, "APPLE_MUSIC": 8000}', 231.50, 41000, now()),
      ('a00000000000000000000002', 'Quiet Harbour', '{"SPOTIFY": 3100}', 9.30, 2000, now()),
      ('a00000000000000000000003', 'Marble Coast', '{"SPOTIFY": 17000, "TIDAL": 500}', 70.10, 9000, now())`,
  );
  const release = (status: string, title: string, artistId: string | null, submittedDaysAgo: number | null) =>
    app.db.query(
      `insert into releases (owner_id, artist_id, status, title, label, format, primary_genre, audio_language, release_date, original_release_date, submitted_at)
       values ($1, $2, $3, $4, 'Own label', 'SINGLE', 'Pop', 'en', now(), now(), case when $5::int is null then null else now() - make_interval(days => $5::int) end)`,
      [artist.user._id, artistId, status, title, submittedDaysAgo],
    );
  await release('PENDING', 'Glass Rivers', 'a00000000000000000000001', 3);
  await release('PENDING', 'Late Trains', 'a00000000000000000000003', 1);
  await release('DRAFT', 'Unfinished', null, null);
  await release('ONLINE', 'First Light', 'a00000000000000000000001', 40);
  await app.db.query(
    `insert into email_subscribers (id, email, token) values
      ('c00000000000000000000001', 'one@example.test', 't1'), ('c00000000000000000000002', 'two@example.test', 't2'), ('c00000000000000000000003', 'three@example.test', 't3')`,
  );
  await app.db.query(
    `insert into email_campaigns (id, name, subject, status, materialized_at, recipient_count, sent_at) values
      ('b00000000000000000000001', 'Spring news', 'Spring', 'sent', now() - interval '10 days', 3, now() - interval '10 days'),
      ('b00000000000000000000002', 'Summer tour', 'Summer', 'sent', now() - interval '2 days', 3, now() - interval '2 days')`,
  );
  await app.db.query(
    `insert into email_campaign_recipients (campaign_id, subscriber_id, status)
     select c, s, 'sent' from unnest(array['b00000000000000000000001', 'b00000000000000000000002']) c,
                             unnest(array['c00000000000000000000001', 'c00000000000000000000002', 'c00000000000000000000003']) s`,
  );
  await app.db.query(
    `insert into email_events (type, subscriber_id, campaign_id) values
      ('sent', 'c00000000000000000000001', 'b00000000000000000000002'), ('sent', 'c00000000000000000000002', 'b00000000000000000000002'),
      ('sent', 'c00000000000000000000003', 'b00000000000000000000002'), ('delivered', 'c00000000000000000000001', 'b00000000000000000000002'),
      ('delivered', 'c00000000000000000000002', 'b00000000000000000000002'), ('delivered', 'c00000000000000000000003', 'b00000000000000000000002'),
      ('opened', 'c00000000000000000000001', 'b00000000000000000000002'), ('opened', 'c00000000000000000000001', 'b00000000000000000000002'),
      ('opened', 'c00000000000000000000002', 'b00000000000000000000002'), ('clicked', 'c00000000000000000000002', 'b00000000000000000000002'),
      ('unsubscribed', 'c00000000000000000000003', 'b00000000000000000000002'),
      ('sent', 'c00000000000000000000001', 'b00000000000000000000001'), ('opened', 'c00000000000000000000001', 'b00000000000000000000001')`,
  );
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { roles: ['ADMIN'] });
  artist = await createUser(app);
  await seed();
}, 60_000);
afterAll(() => app?.close());

describe('the embedded assistant answers from the database', () => {
  it('pending reviews: the count the admin release list shows, and the latest', async () => {
    const pending = await one("select count(*)::int as value from releases where status = 'PENDING'");
    const list = await callApi<{ total: number }>(app, 'GET', '/admin/releases?status=PENDING', { token: admin.token });
    expect(list.body.total).toBe(pending);
    const text = await ask('How many releases are pending review?');
    expect(text).toContain(`${pending} releases are pending review.`);
    expect(text).toContain('The latest is \u201cLate Trains\u201d by Marble Coast');
    expect(await ask('what is waiting for approval')).toBe(text);
  });

  it('releases by status, and one status', async () => {
    const total = await one('select count(*)::int as value from releases');
    const online = await one("select count(*)::int as value from releases where status = 'ONLINE'");
    const drafts = await one("select count(*)::int as value from releases where status = 'DRAFT'");
    expect(await ask('Releases by status')).toBe(`There are ${total} releases: ${drafts} in draft, 2 pending review and ${online} online.`);
    expect(await ask('How many releases are live?')).toBe(`${online} release is online, of ${total} releases in all.`);
  });

  it('users, artists and admins', async () => {
    const active = await one('select count(*)::int as value from users where archived_at is null');
    const admins = await one("select count(*)::int as value from users where archived_at is null and 'ADMIN' = any(roles)");
    const archived = await one('select count(*)::int as value from users where archived_at is not null');
    const users = await ask('How many users do we have?');
    expect(users).toContain(`There are ${active} active user accounts`);
    expect(users).toContain(`${admins} admin`);
    expect(users).toContain(`${archived} more is archived`);
    expect(await ask('how many admins are there')).toBe(`There ${admins === 1 ? 'is 1 admin' : `are ${admins} admins`} (active accounts).`);
    const catalogue = await one('select count(*)::int as value from artists');
    const accounts = await one("select count(*)::int as value from users where archived_at is null and not ('ADMIN' = any(roles) or 'INVESTOR' = any(roles))");
    expect(await ask('How many artists?')).toContain(`There are ${catalogue} artists in the catalogue, and ${accounts} artist accounts`);
  });

  it('new users this week and this month', async () => {
    const week = await one(`select count(*)::int as value from users where created_at >= now() - interval '7 days'`);
    const month = await one(`select count(*)::int as value from users where created_at >= now() - interval '30 days'`);
    expect(week).not.toBe(month);
    expect(await ask('How many new users this week?')).toBe(`${week} new users signed up in the last 7 days.`);
    expect(await ask('new sign-ups this month')).toBe(`${month} new users signed up in the last 30 days.`);
    expect(await ask('How many new users?')).toBe(`${week} new users signed up in the last 7 days, and ${month} in the last 30 days.`);
  });

  it('top artists by streams over the last 30 days', async () => {
    const { rows } = await app.db.query<{ name: string; streams: string }>(
      `select name, (select sum(value::bigint) from jsonb_each_text(streams_30d)) as streams from artists order by 2 desc limit 5`,
    );
    const text = await ask('Who are the top artists?');
    expect(text).toContain(`1. ${rows[0]!.name} (${number(rows[0]!.streams)} streams, $231.50 estimated)`);
    expect(text.indexOf(rows[1]!.name)).toBeLessThan(text.indexOf(rows[2]!.name));
  });

  it("one artist's figures", async () => {
    const streams = await one("select (select sum(value::bigint) from jsonb_each_text(streams_30d)) as value from artists where name = 'Nova Lights'");
    const text = await ask('How is nova lights doing?');
    expect(text).toContain(`Nova Lights had ${number(streams)} streams in the 30 days`);
    expect(text).toContain('$231.50 in estimated earnings');
    expect(text).toContain('They have 2 releases with us (1 online and 1 pending review).');
    expect(await ask('streams of Nova Lights')).toBe(text);
    expect(await ask('How is Nobody Known doing?')).toBe("I couldn't find an artist called \u201cnobody known\u201d in the catalogue.");
  });

  it('the last campaign, and one by name', async () => {
    const latest = await ask('What were the results of the last campaign?');
    expect(latest).toContain('The latest campaign \u201cSummer tour\u201d');
    expect(latest).toContain('went to 3 addresses: 2 opened it (66.7% of those delivered), 1 clicked (33.3%) and 1 unsubscribed.');
    expect(await ask('How did the campaign called spring news do?')).toContain('\u201cSpring news\u201d');
  });

  it('service health: the state the health checks measure, naming what is not up', async () => {
    // One measurement for both: the event loop's delay moves between two checks on a busy machine.
    const report = await app.serviceHealth.check();
    const check = vi.spyOn(app.serviceHealth, 'check').mockResolvedValue(report);
    try {
      const text = await ask('Is everything up?');
      expect(check).toHaveBeenCalled();
      if (report.status === 'up') expect(text).toBe(`Everything is up: all ${report.services.length} services are working.`);
      else for (const service of report.services.filter((each) => each.status !== 'up')) expect(text).toContain(`${service.label} is ${service.status}`);
    } finally {
      check.mockRestore();
    }
  });

  it('answers an unknown question honestly with the questions it can answer', async () => {
    const text = await ask("What's the weather in Paris?");
    expect(text).toBe(UNKNOWN_ANSWER);
    expect(text).toContain('How many releases are pending review?');
    expect(text).not.toMatch(/\d{2,}/);
  });
});

describe('refusals', () => {
  it('401 without a token, 403 for a non-admin, on both operations', async () => {
    const payload = { messages: [{ role: 'user', content: 'How many users?' }] };
    expect((await callApi(app, 'POST', CHAT, { payload })).status).toBe(401);
    expect((await callApi(app, 'POST', CHAT, { payload, token: artist.token })).status).toBe(403);
    expect((await callApi(app, 'POST', SPEECH, { payload: { text: 'Hello' } })).status).toBe(401);
    expect((await callApi(app, 'POST', SPEECH, { payload: { text: 'Hello' }, token: artist.token })).status).toBe(403);
  });

  it('400 when the last message is not the question', async () => {
    const answer = await callApi(app, 'POST', CHAT, {
      token: admin.token,
      payload: { messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] },
    });
    expectStatedRule(answer, { method: 'POST', path: CHAT, status: 400 });
    expect((await callApi(app, 'POST', SPEECH, { token: admin.token, payload: { text: '   ' } })).status).toBe(400);
    expect((await callApi(app, 'POST', SPEECH, { token: admin.token, payload: { text: 'x'.repeat(4097) } })).status).toBe(400);
  });

  it('429 after 20 questions or readings a minute from one admin', async () => {
    const busy = await createUser(app, { roles: ['ADMIN'] });
    for (let i = 0; i < 20; i++) await ask('hello', busy.token);
    const refused = await callApi(app, 'POST', CHAT, { token: busy.token, payload: { messages: [{ role: 'user', content: 'hello' }] } });
    expectStatedRule(refused, { method: 'POST', path: CHAT, status: 429, mentions: 'Too many questions to the assistant. Try again in' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await app.db.query(`insert into throttle_events (bucket, key) select 'assistant-speech', $1 from generate_series(1, 20)`, [busy.user._id]);
    const speech = await callApi(app, 'POST', SPEECH, { token: busy.token, payload: { text: 'Hello' } });
    expectStatedRule(speech, { method: 'POST', path: SPEECH, status: 429, mentions: 'Too many answers read aloud. Try again in' });
  });
});

/** Reads a RIFF/WAVE file: its format chunk and its 16-bit samples. */
function parseWav(bytes: Buffer) {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = { audioFormat: bytes.readUInt16LE(body), channels: bytes.readUInt16LE(body + 2), sampleRate: bytes.readUInt32LE(body + 4), bitsPerSample: bytes.readUInt16LE(body + 14) };
    }
    if (id === 'data') {
      expect(body + size).toBeLessThanOrEqual(bytes.length);
      const samples = Array.from({ length: size / 2 }, (_, index) => bytes.readInt16LE(body + index * 2));
      return { format: format!, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

describe('speech', () => {
  it('the offline synthesizer answers a playable WAV', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${SPEECH}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { text: 'There are 2 releases pending review.' },
    });
    expect(response.statusCode).toBe(200);
    expectResponseMatchesContract(response, { method: 'POST', path: SPEECH });
    expect(response.headers['content-type']).toMatch(/^audio\/wav/);
    const { format, samples } = parseWav(response.rawPayload);
    expect(format).toMatchObject({ audioFormat: 1, channels: 1, bitsPerSample: 16 });
    expect(format.sampleRate).toBeGreaterThanOrEqual(8000);
    expect(samples.length / format.sampleRate).toBeGreaterThan(0.5);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
  }, 30_000);
});

/** A stand-in for an OpenAI-compatible server: records requests, answers with `reply`. */
async function fakeEndpoint(reply: (body: Record<string, unknown>, path: string) => { status?: number; json?: unknown; bytes?: Buffer; type?: string }) {
  const requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
      const answer = reply(body, request.url ?? '');
      response.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.bytes ?? JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { url, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the OpenAI-compatible adapters', () => {
  it('the model calls a tool, reads its result and answers from it', async () => {
    const endpoint = await fakeEndpoint((body) => {
      const messages = body.messages as { role: string; content: string | null }[];
      const tool = messages.find((message) => message.role === 'tool');
      if (!tool) {
        return { json: { choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'pending_reviews', arguments: '{"limit": 1}' } }] } }] } };
      }
      const result = JSON.parse(tool.content!) as { count: number };
      return { json: { choices: [{ message: { role: 'assistant', content: `${result.count} releases are waiting for review.` } }] } };
    });
    const modelApp = await createTestApp({ assistant: { model: { url: endpoint.url, apiKey: 'sk-test', model: 'test-model' } } });
    try {
      const owner = await createUser(modelApp, { roles: ['ADMIN'] });
      await modelApp.db.query(
        `insert into releases (owner_id, status, title, label, format, primary_genre, audio_language, release_date, original_release_date, submitted_at)
         select $1, 'PENDING', 'Song ' || n, 'Label', 'SINGLE', 'Pop', 'en', now(), now(), now() from generate_series(1, 3) n`,
        [owner.user._id],
      );
      const answer = await callApi<{ text: string }>(modelApp, 'POST', CHAT, { token: owner.token, payload: { messages: [{ role: 'user', content: 'Anything to review?' }] } });
      expect(answer.body.text).toBe('3 releases are waiting for review.');
      expect(endpoint.requests).toHaveLength(2);
      const first = endpoint.requests[0]!;
      expect(first.path).toBe('/v1/chat/completions');
      expect(first.authorization).toBe('Bearer sk-test');
      expect(first.body.model).toBe('test-model');
      expect((first.body.tools as { function: { name: string } }[]).map((tool) => tool.function.name)).toContain('pending_reviews');
      expect((first.body.messages as { role: string; content: string }[])[0]!.content).toContain('Answer only from the results of the tools');
      const second = endpoint.requests[1]!.body.messages as { role: string; tool_call_id?: string }[];
      expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    } finally {
      await modelApp.close();
      await endpoint.close();
    }
  });

  it('a failing model or speech endpoint answers 503 with the stated message', async () => {
    const endpoint = await fakeEndpoint(() => ({ status: 500, json: { error: { message: 'overloaded' } } }));
    const failing = await createTestApp({ assistant: { model: { url: endpoint.url }, speech: { url: endpoint.url } } });
    try {
      const owner = await createUser(failing, { roles: ['ADMIN'] });
      const chat = await callApi(failing, 'POST', CHAT, { token: owner.token, payload: { messages: [{ role: 'user', content: 'How many users?' }] } });
      expectStatedRule(chat, { method: 'POST', path: CHAT, status: 503 });
      expect((chat.body as { message: string }).message).toBe('The assistant could not answer just now. Try again in a moment.');
      const speech = await callApi(failing, 'POST', SPEECH, { token: owner.token, payload: { text: 'Hello' } });
      expectStatedRule(speech, { method: 'POST', path: SPEECH, status: 503 });
    } finally {
      await failing.close();
      await endpoint.close();
    }
  });

  it('TTS_URL: the speech endpoint answers MP3, passed through', async () => {
    const mp3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
    const endpoint = await fakeEndpoint(() => ({ bytes: mp3, type: 'audio/mpeg' }));
    const speaking = await createTestApp({ assistant: { speech: { url: `${endpoint.url}/audio/speech`, voice: 'nova' } } });
    try {
      const owner = await createUser(speaking, { roles: ['ADMIN'] });
      const response = await speaking.inject({ method: 'POST', url: `/api${SPEECH}`, headers: { authorization: `Bearer ${owner.token}` }, payload: { text: 'Hello there' } });
      expectResponseMatchesContract(response, { method: 'POST', path: SPEECH });
      expect(response.headers['content-type']).toMatch(/^audio\/mpeg/);
      expect(response.rawPayload.equals(mp3)).toBe(true);
      expect(endpoint.requests[0]).toMatchObject({ path: '/v1/audio/speech', body: { input: 'Hello there', voice: 'nova', response_format: 'mp3' } });
    } finally {
      await speaking.close();
      await endpoint.close();
    }
  });
});
