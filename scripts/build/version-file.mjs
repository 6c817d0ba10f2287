// `dist/version.json`, the file open tabs poll to learn that a newer build is deployed (spec 2 §4,
// src/features/app-version-check). The server sends it with `cache-control: no-cache`.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The app version declared in src/shared/config/app-version.ts (`APP_VERSION = '…'`). */
export function readAppVersion(source) {
  const match = /APP_VERSION\s*=\s*'([^']+)'/.exec(source);
  if (!match) throw new Error('APP_VERSION not found in src/shared/config/app-version.ts');
  return match[1];
}

function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `{ version, buildId, builtAt, commit? }`. The build id differs on every build (time and a random
 * part), so two builds of one commit (another configuration, a rebuilt dependency) still tell apart.
 */
export function versionFile({ version, now = new Date(), random = randomBytes(3).toString('hex'), commit }) {
  const builtAt = now.toISOString();
  const buildId = [commit, builtAt.replace(/[-:.]/g, ''), random].filter(Boolean).join('-');
  return { version, buildId, builtAt, ...(commit ? { commit } : {}) };
}

/** Writes `dist/version.json`. */
export function writeVersionFile({ dist, versionSourceFile, cwd = process.cwd() }) {
  const version = readAppVersion(readFileSync(versionSourceFile, 'utf8'));
  const file = versionFile({ version, commit: gitCommit(cwd) });
  writeFileSync(join(dist, 'version.json'), `${JSON.stringify(file)}\n`);
  return file;
}
