import type { FieldAttribute } from '../db/schema.js';
import { APIError, validationError } from '../errors/api-error.js';

/**
 * An extra user field (`user.additionalFields`, or a plugin's user field), stored as a real
 * column.
 */
export interface AdditionalField extends FieldAttribute {
  /** Value used when sign-up omits the field: a constant or a function called per user. */
  defaultValue?: unknown | (() => unknown);
  /** Whether clients may set it (sign-up, update-user). Default: true. */
  input?: boolean;
}

const CHECKS: Record<FieldAttribute['type'], (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  date: (v) => (typeof v === 'string' || v instanceof Date) && !Number.isNaN(new Date(v).getTime()),
  json: () => true,
};

/**
 * Picks and checks the additional fields in a request body.
 *
 * On `create`, a required field that is missing (and has no default) fails; defaults fill in
 * the rest. On `update`, only the fields present are returned.
 *
 * @throws APIError 400 '{field} is required' (SPEC §5); 400 '{field} is not allowed to be set'
 *   for fields with `input: false`; 400 VALIDATION_ERROR for a value of the wrong type.
 */
export function parseAdditionalFields(
  fields: Record<string, AdditionalField>,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = body[name];
    if (value !== undefined && field.input === false) {
      throw new APIError('BAD_REQUEST', { message: `${name} is not allowed to be set` });
    }
    if (value === undefined || value === null) {
      if (mode === 'update') {
        if (value === null && field.required === false) out[name] = null;
        continue;
      }
      const fallback =
        typeof field.defaultValue === 'function' ? field.defaultValue() : field.defaultValue;
      if (fallback !== undefined) out[name] = fallback;
      else if (field.required !== false) {
        throw new APIError('BAD_REQUEST', { message: `${name} is required` });
      }
      continue;
    }
    if (!CHECKS[field.type](value)) {
      throw validationError('body', [{ path: name, message: `Expected ${field.type}` }]);
    }
    out[name] = field.type === 'date' ? new Date(value as string) : value;
  }
  return out;
}
