import { IN_MEMORY } from '../db/index.js';
import { keepPrepared, openPglite, type PgliteDatabase } from '../db/pglite.js';

/**
 * In-memory test databases, reused within a test worker. Loading the migrated template into a new
 * PGlite takes 0.6 s on an idle machine and over 1 s with the suite running; putting a used one back
 * as the template left it takes about 0.1 s: every table emptied, the rows the migrations insert
 * (stores, rates, lists…) put back, identities restarted, the session's state discarded. A database
 * whose schema a test changed (a table created, a migration applied) is closed instead of reused.
 *
 * A test gets its own handle each time: once closed, it refuses queries as a closed PGlite does,
 * so a late query of an earlier test never reaches the next test's data.
 */

const IDLE_LIMIT = 2;
/**
 * An idle database is closed after this long: the next test file takes it within milliseconds, and
 * PGlite's own timers would keep a process that has finished its tests alive.
 */
const IDLE_MS = 3000;
/** A reset that does not finish (a transaction left open) gives the database up instead of waiting. */
const RESET_TIMEOUT_MS = 5000;

// Everything a test could add to or change in the schema, in one text to compare.
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
    select format('class %s %s %s', c.oid::regclass, c.relkind, c.relnatts) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all select format('constraint %s %s', conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    union all select format('index %s', pg_get_indexdef(i.indexrelid))
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
    union all select format('trigger %s', pg_get_triggerdef(t.oid)) from pg_trigger t where not t.tgisinternal
    union all select format('type %s', t.oid::regtype)
      from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public'
    union all select format('extension %s %s', extname, extversion) from pg_extension
    union all select format('schema %s', nspname) from pg_namespace
  ) as items`;

interface Baseline {
  fingerprint: string;
  /** Every table, in one TRUNCATE. */
  truncate: string;
  /** The template's rows, table by table, as JSON. */
  rows: { table: string; json: string }[];
}

interface Pooled {
  db: PgliteDatabase;
  baseline: Baseline;
  closeWhenIdle?: NodeJS.Timeout;
}

const idle: Pooled[] = [];
/** Taken from the first fresh copy, before a test has it: every copy of the template starts alike. */
let templateBaseline: Promise<Baseline> | undefined;

async function fingerprint(db: PgliteDatabase): Promise<string> {
  return (await db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0]!.fingerprint;
}

/** The state a fresh copy of the template is in, to put a used one back into it. */
async function baselineOf(db: PgliteDatabase): Promise<Baseline> {
  const tables = (
    await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Baseline['rows'] = [];
  for (const table of tables) {
    const { json } = (await db.query<{ json: string }>(`select coalesce(json_agg(t), '[]')::text as json from ${table} as t`)).rows[0]!;
    if (json !== '[]') rows.push({ table, json });
  }
  return { fingerprint: await fingerprint(db), truncate: `truncate ${tables.join(', ')} restart identity cascade`, rows };
}

async function reset({ db, baseline }: Pooled): Promise<boolean> {
  if ((await fingerprint(db)) !== baseline.fingerprint) return false;
  await db.exec(baseline.truncate);
  // Not in a transaction block, as a script of several statements would be.
  await db.exec('discard all');
  for (const { table, json } of baseline.rows) {
    await db.query(`insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1::json)`, [json]);
  }
  return true;
}

async function checkIn(pooled: Pooled): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), RESET_TIMEOUT_MS);
  });
  const reusable = await Promise.race([reset(pooled).catch(() => false), timedOut]).finally(() => clearTimeout(timer));
  if (reusable && idle.length < IDLE_LIMIT) {
    idle.push(pooled);
    pooled.closeWhenIdle = setTimeout(() => {
      idle.splice(idle.indexOf(pooled), 1);
      void pooled.db.close();
    }, IDLE_MS).unref();
  } else if (reusable) await pooled.db.close();
  // Not reusable: closed if it can be; a database stuck in a transaction is left to the process's end.
  else void Promise.race([pooled.db.close(), timedOut]).catch(() => undefined);
}

/** A handle on `pooled` for one test: closing it puts the database back in the pool. */
function lease(pooled: Pooled): PgliteDatabase {
  let closed: Promise<void> | undefined;
  const open = () => {
    if (closed) throw new Error('PGlite is closed');
    return pooled.db;
  };
  return {
    engine: 'pglite',
    query: async (sql, params) => open().query(sql, params),
    exec: async (sql) => open().exec(sql),
    script: async (sql) => open().script(sql),
    // Its own names: the reset before this lease discarded every statement the last one prepared.
    prepared: keepPrepared((sql) => open().exec(sql)),
    transaction: async (fn) => open().transaction(fn),
    dumpDataDir: async () => open().dumpDataDir(),
    snapshot: async (alongside) => open().snapshot(alongside),
    close() {
      closed ??= checkIn(pooled);
      return closed;
    },
  };
}

/** A migrated in-memory database as `template` leaves it: reused when a closed one is idle. */
export async function pooledTestDatabase(template: () => Promise<Blob>): Promise<PgliteDatabase> {
  const reused = idle.pop();
  if (reused) {
    clearTimeout(reused.closeWhenIdle);
    return lease(reused);
  }
  const db = await openPglite(IN_MEMORY, await template());
  templateBaseline ??= baselineOf(db);
  return lease({ db, baseline: await templateBaseline });
}
