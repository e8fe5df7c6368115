import type { DatabaseSchema } from '../db/schema.js';
import type { AdditionalField } from '../user/additional-fields.js';

/** What `defineSchema` accepts: a {@link DatabaseSchema} whose `user` fields may say `input` and `defaultValue`. */
export type PluginSchema = DatabaseSchema & {
  user?: { modelName: 'user'; fields: Record<string, AdditionalField> };
};

/**
 * Declares the tables and fields a plugin adds. An identity function: it returns `schema`
 * unchanged, checked against `DatabaseSchema`, with its literal field types kept (the client
 * reads `schema.user.fields` and `schema.session.fields` to type the user and session).
 *
 * - A model is `{ modelName, fields, indexes? }`; every model has an implicit string `id`.
 * - A field is `{ type: 'string' | 'number' | 'boolean' | 'date' | 'json', required?, unique?,
 *   index?, references?, fieldName?, returned?, maxLength? }`: `required` defaults to true,
 *   `references.onDelete` to `'cascade'`, `returned` (in API answers) to true; `maxLength` is
 *   in characters.
 * - A field under `user` or `session` adds a column to that core table; other models are new
 *   tables. `migrate(auth)` creates them (never drops anything).
 * - A `user` field may also say `input: false` (sign-up and `/update-user` refuse it with 400
 *   '{field} is not allowed to be set'; the client leaves it out of `signUp.email` and
 *   `updateUser`) and `defaultValue` (a constant or a function called per new user).
 *
 * @see SPEC §3
 * @example
 * export const auditSchema = defineSchema({
 *   auditEntry: {
 *     modelName: 'audit_entry',
 *     fields: {
 *       userId: { type: 'string', index: true, references: { model: 'user', field: 'id' } },
 *       action: { type: 'string', maxLength: 64 },
 *       createdAt: { type: 'date' },
 *     },
 *     indexes: [{ fields: ['userId', 'createdAt'] }],
 *   },
 *   user: { modelName: 'user', fields: { lastLoginMethod: { type: 'string', required: false } } },
 * });
 */
export function defineSchema<const S extends PluginSchema>(schema: S): S {
  return schema;
}
