import { defineSchema, type User } from '../../plugin/index.js';

/**
 * The admin plugin's columns, as Better Auth 1.2.7's: `user.role` (comma-separated roles),
 * `user.banned`, `user.banReason`, `user.banExpires`, and `session.impersonatedBy` (the admin's
 * user id). None of the user fields can be set through sign-up or update-user.
 */
export const adminSchema = defineSchema({
  user: {
    modelName: 'user',
    fields: {
      role: { type: 'string', required: false, input: false as const },
      banned: { type: 'boolean', required: false, input: false as const },
      banReason: { type: 'string', required: false, input: false as const },
      banExpires: { type: 'date', required: false, input: false as const },
    },
  },
  session: {
    modelName: 'session',
    fields: { impersonatedBy: { type: 'string', required: false } },
  },
});

/**
 * A user with the admin plugin's columns, as the admin routes answer it (Better Auth's
 * `UserWithRole`): `role` (comma-separated roles), `banned`, `banReason`, `banExpires`. A row
 * written before the plugin was added holds `null` in each.
 */
export type UserWithRole = User & {
  role?: string | null;
  banned?: boolean | null;
  banReason?: string | null;
  banExpires?: Date | null;
};
