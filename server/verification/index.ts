import type { Queryable } from '../db/index.js';
import { catalogueDirectory } from './directory.js';
import { createSandboxPlatforms } from './sandbox.js';
import type { Platforms } from './types.js';

export type { Platforms } from './types.js';

/**
 * The platforms of this server: the documented sandbox (README, "Platform sandbox") when
 * `sandbox` is on, else no logins (verification answers 503) and artist search over the
 * catalogue only. No real platform adapter exists yet; one would be chosen here by configuration.
 */
export function createPlatforms(db: Queryable, { sandbox }: { sandbox: boolean }): Platforms {
  if (sandbox) return createSandboxPlatforms(db);
  return {
    kind: 'none',
    logins: { spotify: null, appleMusic: null, distrokid: null },
    directories: { spotify: catalogueDirectory(db, 'spotify'), appleMusic: catalogueDirectory(db, 'appleMusic') },
  };
}
