import type { Queryable } from '../../db/index.js';
import { PERIODS, type Period, periodStart } from './periods.js';
import { defineTool } from './types.js';

export const USER_ROLES = ['any', 'artist', 'admin', 'investor'] as const;
export const USER_STATUSES = ['active', 'archived', 'any'] as const;
type UserRole = (typeof USER_ROLES)[number];
type UserStatus = (typeof USER_STATUSES)[number];

export interface UserFilter {
  role?: UserRole;
  status?: UserStatus;
  period?: Period;
}

const ROLE_CONDITIONS: Record<UserRole, string> = {
  any: 'true',
  // Regular accounts (artists and labels): neither admin nor investor.
  artist: `not ('ADMIN' = any(roles) or 'INVESTOR' = any(roles))`,
  admin: `'ADMIN' = any(roles)`,
  investor: `'INVESTOR' = any(roles)`,
};
const STATUS_CONDITIONS: Record<UserStatus, string> = { active: 'archived_at is null', archived: 'archived_at is not null', any: 'true' };

function userWhere({ role = 'any', status = 'active', period = 'all_time' }: UserFilter): { where: string; params: unknown[] } {
  const start = periodStart(period);
  const params: unknown[] = start ? [start.toISOString()] : [];
  const since = start ? 'created_at >= $1' : 'true';
  return { where: `${ROLE_CONDITIONS[role]} and ${STATUS_CONDITIONS[status]} and ${since}`, params };
}

export async function countUsers(db: Queryable, filter: UserFilter): Promise<number> {
  const { where, params } = userWhere(filter);
  const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from users where ${where}`, params);
  return rows[0]!.count;
}

const filterProperties = {
  role: { type: 'string', enum: USER_ROLES, default: 'any', description: 'artist: regular accounts (neither admin nor investor).' },
  status: { type: 'string', enum: USER_STATUSES, default: 'active', description: 'active: not archived.' },
  period: { type: 'string', enum: PERIODS, default: 'all_time', description: 'Only accounts created in this period (counted back from now).' },
};

export const countUsersTool = defineTool({
  name: 'count_users',
  description: 'Counts user accounts by role, status (active or archived) and sign-up period.',
  parameters: { type: 'object', properties: filterProperties, additionalProperties: false },
  async run(app, args: UserFilter) {
    return { ...args, count: await countUsers(app.db, args) };
  },
});

export const listUsersTool = defineTool({
  name: 'list_users',
  description: 'Lists the newest user accounts (name, email, roles, sign-up date) by role, status and sign-up period.',
  parameters: {
    type: 'object',
    properties: { ...filterProperties, limit: { type: 'integer', minimum: 1, maximum: 10, default: 5 } },
    additionalProperties: false,
  },
  async run(app, args: UserFilter & { limit?: number }) {
    const { where, params } = userWhere(args);
    const limit = Math.min(Math.max(args.limit ?? 5, 1), 10);
    const { rows } = await app.db.query<{ name: string; email: string; roles: string[]; created_at: Date; archived: boolean }>(
      `select nullif(trim(first_name || ' ' || last_name), '') as name, email, roles, created_at, archived_at is not null as archived
         from users where ${where} order by created_at desc, id desc limit ${limit}`,
      params,
    );
    return {
      total: await countUsers(app.db, args),
      users: rows.map((row) => ({ name: row.name ?? row.email, email: row.email, roles: row.roles, signedUpAt: row.created_at.toISOString(), archived: row.archived })),
    };
  },
});
