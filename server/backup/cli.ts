// `npm run backup [-- --out FILE]` and `npm run restore -- FILE`, for the embedded database
// (DATA_DIR, default ./data). With DATABASE_URL they point to PostgreSQL's own tools and fail.
import { parseArgs } from 'node:util';
import { backup } from './backup.js';
import { restore } from './restore.js';

const POSTGRES_ADVICE = {
  backup: [
    'The database is a PostgreSQL server (DATABASE_URL): back it up with PostgreSQL’s own tools, e.g.',
    '  pg_dump --format=custom --file=royalty-desk.dump "$DATABASE_URL"',
    'and copy DATA_DIR/uploads (and DATA_DIR/auth-secret unless AUTH_SECRET is set) alongside.',
  ],
  restore: [
    'The database is a PostgreSQL server (DATABASE_URL): restore it with PostgreSQL’s own tools, e.g.',
    '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" royalty-desk.dump',
    'and put DATA_DIR/uploads back alongside.',
  ],
} as const;

const USAGE = {
  backup: 'Usage: npm run backup [-- --out FILE]   (DATA_DIR selects the data directory, default ./data)',
  restore: 'Usage: npm run restore -- FILE   (DATA_DIR selects the data directory, default ./data)',
} as const;

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`);
    return 2;
  }
  if (env.DATABASE_URL) {
    console.error(POSTGRES_ADVICE[command].join('\n'));
    return 1;
  }
  const dataDir = env.DATA_DIR || './data';
  let parsed;
  try {
    parsed = parseArgs({ args: rest, allowPositionals: true, options: { out: { type: 'string', short: 'o' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE[command]}`);
    return 2;
  }
  const { values, positionals } = parsed;

  if (command === 'backup') {
    if (positionals.length > 0) {
      console.error(USAGE.backup);
      return 2;
    }
    const out = values.out ?? `royalty-desk-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const result = await backup({ dataDir, out, authSecret: env.AUTH_SECRET });
    const how = result.via === 'server' ? 'taken by the running server' : 'no server was running';
    console.log(`Backed up ${dataDir} to ${result.file} (${megabytes(result.bytes)}; ${how}).`);
    return 0;
  }

  if (positionals.length !== 1 || values.out !== undefined) {
    console.error(USAGE.restore);
    return 2;
  }
  const { manifest, previous } = await restore({ file: positionals[0]!, dataDir });
  console.log(`Restored ${dataDir} from the backup of ${manifest.createdAt} (app ${manifest.appVersion}).`);
  if (previous) console.log(`The database and uploads it replaced are in ${previous}: delete that once the restored data looks right.`);
  return 0;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main(process.argv.slice(2), process.env).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
