import { type FieldAttribute, validationError } from '../../plugin/index.js';

const CHECKS: Record<FieldAttribute['type'], (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  date: (v) => (typeof v === 'string' || v instanceof Date) && !Number.isNaN(new Date(v).getTime()),
  json: () => true,
};

/**
 * The columns an admin's update-user writes: of `data`, the keys that are user fields (core,
 * plugin and additional ones, `input: false` included — an admin may set `role` or `banned`),
 * each checked against its field's type; dates given as ISO 8601 strings become `Date`s. Keys
 * that are no user field are left out, as Better Auth ignores them.
 *
 * @throws APIError 400 VALIDATION_ERROR 'Invalid body parameters' for a value of the wrong type,
 *   or `null` for a required field, with `details` naming `data.{field}`.
 * @example
 * toUserUpdate(context.schema.user.fields, { name: 'Ada', banExpires: '2026-01-01T00:00:00Z' });
 */
export function toUserUpdate(
  fields: Record<string, FieldAttribute>,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  const details: Array<{ path: string; message: string }> = [];
  for (const [name, value] of Object.entries(data)) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field || value === undefined) continue;
    if (value === null) {
      if (field.required === false) update[name] = null;
      else details.push({ path: `data.${name}`, message: 'Required' });
      continue;
    }
    if (!CHECKS[field.type](value)) {
      details.push({ path: `data.${name}`, message: `Expected ${field.type}` });
      continue;
    }
    update[name] = field.type === 'date' ? new Date(value as string | Date) : value;
  }
  if (details.length > 0) throw validationError('body', details);
  return update;
}
