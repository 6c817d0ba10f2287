/**
 * `npm run bench:admin-releases`: the moderation queue (GET /api/admin/releases) on 100,000
 * releases of 2,000 owners in a throw-away PGlite, each typical view timed sequentially
 * (median and worst of 15 calls through the HTTP stack), plus the plan of the default view.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signFor } from '../server/accounts/sessions.js';
import { insertUser } from '../server/accounts/users.js';
import { buildApp } from '../server/app.js';
import { migrate } from '../server/db/index.js';
import { openPglite } from '../server/db/pglite.js';
import { ADJECTIVES, NOUNS } from '../server/demo/catalog-words.js';

const RELEASES = Number(process.env.BENCH_RELEASES ?? 100_000);
const OWNERS = 2_000;
const CALLS = 15;

const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-bench-releases-'));
const db = await openPglite(join(dir, 'pglite'));
await migrate(db, { warn: () => {} });
let started = Date.now();
await db.query(
  `insert into users (id, email, password_hash, first_name, last_name)
   select lpad(to_hex(g), 24, '0'), 'owner' || g || '@bench.test', 'x', 'Owner', 'No ' || g from generate_series(1, $1::int) g`,
  [OWNERS],
);
await db.query(
  `insert into releases (id, owner_id, status, title, label, format, primary_genre, audio_language, release_date, original_release_date,
                         upc, created_at, updated_at, submitted_at)
   select lpad(to_hex(1000000 + g), 24, '0'), lpad(to_hex(1 + g % $2::int), 24, '0'),
          (array['DRAFT','PENDING','APPROVED','DELIVERED','ONLINE','REJECTED','TAKEN_DOWN'])[1 + g % 7],
          ($3::text[])[1 + abs(hashint4(g)) % cardinality($3)] || ' ' || ($4::text[])[1 + abs(hashint4(g * 7)) % cardinality($4)] || ' ' || g,
          'Bench Records', (array['SINGLE','EP','ALBUM'])[1 + g % 3], 'Pop', 'English',
          now() - (g % 900) * interval '1 day', now() - (g % 900) * interval '1 day',
          case when g % 7 >= 2 then lpad((g)::text, 11, '0') || '0' end,
          now() - (g % 800) * interval '1 day' - (g % 86400) * interval '1 second', now() - (g % 86400) * interval '1 second',
          case when g % 7 >= 1 then now() - (g % 700) * interval '1 day' end
     from generate_series(1, $1::int) g`,
  [RELEASES, OWNERS, ADJECTIVES, NOUNS],
);
await db.query(
  `insert into release_tracks (release_id, position, title, isrc)
   select lpad(to_hex(1000000 + g), 24, '0'), 0, 'Track ' || g, case when g % 3 > 0 then 'ZZX99' || lpad((g % 100)::text, 2, '0') || lpad((g % 100000)::text, 5, '0') end
     from generate_series(1, $1::int) g on conflict do nothing`,
  [RELEASES],
);
await db.query('analyze');
console.log(`${RELEASES.toLocaleString('en')} releases of ${OWNERS.toLocaleString('en')} owners written in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const admin = await insertUser(db, { email: 'admin@bench.test', passwordHash: 'x', firstName: 'Bench', lastName: 'Admin', roles: ['ADMIN'], emailVerified: true });
const app = await buildApp({ database: db, logger: false, authSecret: 'bench-only-secret-0123456789abcdef0123456789', dataDir: dir });
const headers = { authorization: `Bearer ${signFor(app, admin!)}` };

const VIEWS: [string, string][] = [
  ['default (newest first)', '/api/admin/releases'],
  ['needs review (PENDING, oldest submitted first)', '/api/admin/releases?status=PENDING&sortBy=submittedAt&sortDirection=asc'],
  ['approved without UPC', '/api/admin/releases?status=APPROVED&tags=noUpc'],
  ['search a title word', `/api/admin/releases?search=${encodeURIComponent(NOUNS[3]!.toLowerCase())}`],
  ['search an ISRC', '/api/admin/releases?search=ZZX994200042'],
  ['one owner', `/api/admin/releases?userId=${'1'.padStart(24, '0')}`],
  ['formats + release dates, page 200', '/api/admin/releases?format=EP,ALBUM&releaseDateFrom=2025-01-01&releaseDateTo=2025-12-31&page=200'],
  ['sorted by title', '/api/admin/releases?sortBy=title&sortDirection=asc'],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, url] of VIEWS) {
  const times: number[] = [];
  let total = 0;
  for (let call = 0; call < CALLS; call++) {
    started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    total = (response.json() as { total: number }).total;
  }
  console.log(`${name.padEnd(50)} median ${median(times).toFixed(1).padStart(7)} ms  worst ${Math.max(...times).toFixed(1).padStart(7)} ms  (${total.toLocaleString('en')} match)`);
}

await app.close();
rmSync(dir, { recursive: true, force: true });
