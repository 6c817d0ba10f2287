import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { IN_MEMORY } from '../db/index.js';
import { createTestDatabase } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('start-up', () => {
  it('fails on a document that is not valid OpenAPI, and releases the database', async () => {
    const specPath = join(dir, 'broken.yaml');
    writeFileSync(specPath, 'openapi: 3.1.0\npaths:\n  /x:\n    get:\n      responses: nope\n');
    const database = await createTestDatabase();
    vi.spyOn(console, 'log').mockImplementation(() => {}); // the glue prints the document's errors
    await expect(buildApp({ specPath, database, dataDir: IN_MEMORY, logger: false })).rejects.toThrow(/valid specification/);
    await expect(database.query('select 1')).rejects.toThrow();
    vi.restoreAllMocks();
  });

  it('refuses to start in production without PUBLIC_APP_URL, saying why, and opens no database', async () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, false)).toThrow(/PUBLIC_APP_URL must be set with NODE_ENV=production/);
    const database = await createTestDatabase();
    await expect(buildApp({ production: true, database, dataDir: IN_MEMORY, logger: false })).rejects.toThrow(/PUBLIC_APP_URL must be set/);
    await database.close();
  });

  it('takes PUBLIC_APP_URL as given (no trailing slash), else http://localhost:PORT outside production; refuses one that is not an http(s) URL', () => {
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_APP_URL: 'https://app.example.com/' }, false).app.publicUrl).toBe('https://app.example.com');
    expect(readConfig({ PUBLIC_APP_URL: 'https://example.com/desk/' }, false).app.publicUrl).toBe('https://example.com/desk');
    expect(readConfig({}, false).app.publicUrl).toBe('http://localhost:3000');
    expect(readConfig({ PORT: '4100' }, false).app.publicUrl).toBe('http://localhost:4100');
    for (const bad of ['app.example.com', 'javascript:alert(1)', 'https://app.example.com/?next=x']) {
      expect(() => readConfig({ PUBLIC_APP_URL: bad }, false)).toThrow(/PUBLIC_APP_URL must be an http\(s\) URL/);
    }
  });

  it('fails with the path when there is no document', async () => {
    await expect(buildApp({ specPath: join(dir, 'missing.yaml'), dataDir: IN_MEMORY })).rejects.toThrow(/missing\.yaml/);
  });
});
