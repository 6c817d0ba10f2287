import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
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

  it('fails with the path when there is no document', async () => {
    await expect(buildApp({ specPath: join(dir, 'missing.yaml'), dataDir: IN_MEMORY })).rejects.toThrow(/missing\.yaml/);
  });
});
