import type { DatabaseSchema } from '../db/schema.js';

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
export function defineSchema<S extends DatabaseSchema>(schema: S): S {
  return schema;
}
