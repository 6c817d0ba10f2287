/** Cross-import for `entities/presence`: a present user's role chip reads the session's role labels. */
export { ROLE_LABELS, primaryRoleLabel } from '../model/roles';
export type { RoleLabel, RoleName } from '../model/roles';
