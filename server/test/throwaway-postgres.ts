import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  /** postgres://… of the cluster's `postgres` database (trust authentication, loopback only). */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free loopback port (or `port`), from the
 * server binaries installed here (PG_BIN, else /usr/lib/postgresql/<newest>/bin). Resolves to a
 * reason instead when it cannot be started. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` account.
 */
export async function startThrowawayPostgres({ port: fixedPort }: { port?: number } = {}): Promise<ThrowawayPostgres | { skipped: string }> {
  const bin = findBinaries();
  if (!bin) return { skipped: 'no PostgreSQL server binaries (initdb, pg_ctl) found; set PG_BIN to their directory' };
  const owner = process.getuid?.() === 0 ? await postgresAccount() : null;
  if (owner === undefined) return { skipped: 'running as root and there is no "postgres" account to run PostgreSQL as' };

  const dir = mkdtempSync(join(tmpdir(), 'royalty-desk-postgres-'));
  const data = join(dir, 'data');
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const as = (command: string, args: string[]) =>
    owner ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  const pgCtl = join(bin, 'pg_ctl');
  try {
    await as(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale']);
    const port = fixedPort ?? (await freePort());
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
    await as(pgCtl, ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '30', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
    await as(pgCtl, ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `PostgreSQL did not start: ${(error as Error).message.trim()}${log ? `\n${log}` : ''}` };
  }
}

function findBinaries(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : readdirSafe('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`);
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

async function postgresAccount(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
