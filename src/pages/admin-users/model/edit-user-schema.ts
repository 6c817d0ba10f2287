import { ONE_LINE, oneLineMessage, z } from '@/shared/lib/zod';
import type { AdminUserDetails, AdminUserUpdate } from '../api/admin-users-api';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`)
    .regex(ONE_LINE, oneLineMessage(label));

/** The Edit roles and names form (checkboxes arrive as `on` or not at all). */
export const editUserSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  displayName: z.string().trim().max(100, 'Display name must be at most 100 characters').regex(ONE_LINE, oneLineMessage('Display name')).optional(),
  admin: z.boolean().optional(),
  investor: z.boolean().optional(),
  isDistributed: z.boolean().optional(),
  isLabel: z.boolean().optional(),
});

export type EditUserValues = z.infer<typeof editUserSchema>;

/** The form's initial values from the account. */
export function editUserDefaults({ user }: AdminUserDetails) {
  const on = (value: boolean | undefined) => (value ? 'on' : undefined);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    admin: on(user.roles.includes('ADMIN')),
    investor: on(user.roles.includes('INVESTOR')),
    isDistributed: on(user.permissions.isDistributed),
    isLabel: on(user.permissions.isLabel),
  };
}

/** The `PATCH /admin/users/{id}` body: the complete set of stored roles; a blank display name clears it. */
export function toUserUpdate(values: EditUserValues): AdminUserUpdate {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    displayName: values.displayName ? values.displayName : null,
    roles: [...(values.admin ? (['ADMIN'] as const) : []), ...(values.investor ? (['INVESTOR'] as const) : [])],
    permissions: { isDistributed: values.isDistributed ?? false, isLabel: values.isLabel ?? false },
  };
}
