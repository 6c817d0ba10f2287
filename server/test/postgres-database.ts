import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppOptions } from '../app.js';
import { openPostgres } from '../db/postgres.js';
import { createTestApp } from './helpers.js';

/**
 * The PostgreSQL server of the tests that need one: TEST_DATABASE_URL, or the throwaway cluster
 * that the vitest global setup starts when PostgreSQL is installed (postgres-global-setup.ts).
 */
export const postgresUrl = process.env.TEST_DATABASE_URL;

/** A describe's title, saying why it is skipped when there is no PostgreSQL server. */
export function onPostgres(title: string): string {
  return postgresUrl ? title : `${title} (skipped: ${process.env.TEST_POSTGRES_SKIPPED ?? 'no TEST_DATABASE_URL'})`;
}

export interface ThrowawayDatabase {
  url: string;
  /** Drops the database, ending the connections still open to it. */
  drop(): Promise<void>;
}

/** A database of its own on the test server (`prefix` and random letters), created now. */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** An app instance on the PostgreSQL database at `url`, coordinating with the others on it (`databaseUrl`). */
export function createPostgresApp(url: string, options: AppOptions = {}): Promise<FastifyInstance> {
  return createTestApp({ database: openPostgres(url, () => {}), databaseUrl: url, ...options });
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
