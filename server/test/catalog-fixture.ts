import type { FastifyInstance } from 'fastify';
import { addToRoster } from '../accounts/roster.js';
import type { Role } from '../contract/document.js';
import { seedCatalog, TEST_CATALOG_SIZE } from '../demo/catalog.js';
import { createTestApp, createUser, type TestUser } from './helpers.js';

export interface CatalogFixture {
  app: FastifyInstance;
  admin: TestUser;
  /** A regular, distributed user with the first three artists (by listeners) on the roster, the first verified. */
  owner: TestUser;
  /** A regular user with an empty roster. */
  stranger: TestUser;
  rosterIds: string[];
}

/** An app with the small test catalogue (same generator as the demo) and three accounts. */
export async function createCatalogFixture(): Promise<CatalogFixture> {
  const app = await createTestApp();
  await seedCatalog(app.db, TEST_CATALOG_SIZE);
  const admin = await createUser(app, { roles: ['ADMIN'] as Role[] });
  const owner = await createUser(app, { isDistributed: true });
  const stranger = await createUser(app);
  const { rows } = await app.db.query<{ id: string }>('select id from artists order by monthly_listeners desc limit 3');
  const rosterIds = rows.map((row) => row.id);
  for (const [index, id] of rosterIds.entries()) await addToRoster(app.db, owner.user._id, id, index === 0 ? { spotify: true, appleMusic: true } : {});
  return { app, admin, owner, stranger, rosterIds };
}
