/** The value types a field can hold; each dialect maps them to column types. */
export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json';

/** One field of a model, described as data so plugins and apps can add their own. */
export interface FieldAttribute {
  type: FieldType;
  /** NOT NULL in the database and required on input. Default: true. */
  required?: boolean;
  /** Backed by a unique index, a real database constraint. Default: false. */
  unique?: boolean;
  /**
   * The message of the 422 answered when a write clashes with this unique field, e.g.
   * 'username is already taken. please try another'.
   */
  uniqueMessage?: string;
  /** Backed by an index. Default: false. */
  index?: boolean;
  /** A foreign key. `onDelete` defaults to `'cascade'`. */
  references?: { model: string; field: string; onDelete?: 'cascade' | 'set null' | 'no action' };
  /** Column name when it differs from the field name. Default: the field name. */
  fieldName?: string;
  /** Whether API responses include the field. Default: true. */
  returned?: boolean;
  /**
   * Most characters a value may hold (a `string`'s length; for `json`, the length of its JSON
   * text). Every create and update is checked against it before the write: a longer value is
   * refused with 400 `VALIDATION_ERROR` 'Invalid body parameters'. Default: none, except
   * `user.additionalFields` of type `string` (1024).
   */
  maxLength?: number;
}

/** One model (table). Every model has an implicit `id` string primary key. */
export interface ModelSchema {
  /** Table name. */
  modelName: string;
  fields: Record<string, FieldAttribute>;
  /**
   * Indexes over several fields, e.g. `account`'s unique (providerId, accountId). Single-field
   * indexes are declared on the field (`unique`, `index`). Named
   * `{table}_{column}_{column}_{uidx|idx}` by `migrate`.
   */
  indexes?: Array<{ fields: string[]; unique?: boolean }>;
}

/** Models by their logical name (`user`, `session`, …). */
export type DatabaseSchema = Record<string, ModelSchema>;

const date = (required = true): FieldAttribute => ({ type: 'date', required });
const text = (required = true): FieldAttribute => ({ type: 'string', required });
const userRef = (): FieldAttribute => ({
  type: 'string',
  index: true,
  references: { model: 'user', field: 'id', onDelete: 'cascade' },
});

/** The longest values of the core tables' free-text fields, in characters (resolved options). */
export interface CoreLengthLimits {
  /** `user.name`. */
  maxNameLength: number;
  /** `user.email`. */
  maxEmailLength: number;
  /** `user.image`. */
  maxImageLength: number;
  /** `session.userAgent`. */
  maxUserAgentLength: number;
}

const limitedTo = (field: FieldAttribute, maxLength: number | undefined): FieldAttribute =>
  maxLength === undefined ? field : { ...field, maxLength };

/**
 * The core tables of SPEC §3 with Better Auth's camelCase column names, so a Better Auth
 * database works unchanged: user, session, account, verification. With `limits`, the free-text
 * fields carry their `maxLength` (tooling that only needs the tables leaves it out).
 */
export function getCoreSchema(limits?: CoreLengthLimits): DatabaseSchema {
  return {
    user: {
      modelName: 'user',
      fields: {
        name: limitedTo(text(), limits?.maxNameLength),
        email: limitedTo(
          { type: 'string', unique: true, uniqueMessage: 'User already exists' },
          limits?.maxEmailLength,
        ),
        emailVerified: { type: 'boolean' },
        image: limitedTo(text(false), limits?.maxImageLength),
        // Indexed: admin list-users sorts by it (100k users: 42 ms → 1.3 ms on SQLite).
        createdAt: { type: 'date', index: true },
        updatedAt: date(),
      },
    },
    session: {
      modelName: 'session',
      fields: {
        expiresAt: date(),
        token: { type: 'string', unique: true },
        createdAt: date(),
        updatedAt: date(),
        ipAddress: text(false),
        userAgent: limitedTo(text(false), limits?.maxUserAgentLength),
        userId: userRef(),
      },
    },
    account: {
      modelName: 'account',
      fields: {
        accountId: text(),
        providerId: text(),
        userId: userRef(),
        accessToken: text(false),
        refreshToken: text(false),
        idToken: text(false),
        accessTokenExpiresAt: date(false),
        refreshTokenExpiresAt: date(false),
        scope: text(false),
        password: { type: 'string', required: false, returned: false },
        createdAt: date(),
        updatedAt: date(),
      },
      // One provider identity belongs to one user (issue 5: accounts keyed by the pair).
      indexes: [{ fields: ['providerId', 'accountId'], unique: true }],
    },
    verification: {
      modelName: 'verification',
      fields: {
        identifier: { type: 'string', index: true },
        value: text(),
        expiresAt: date(),
        createdAt: date(),
        updatedAt: date(),
      },
    },
  };
}

/**
 * The `rateLimit` table (SPEC §3) with Better Auth's column names, added to the schema when
 * `rateLimit.storage` is `'database'`: `key` (unique) names a counter, `count` holds its hits in
 * the current window and `lastRequest` (a number, epoch milliseconds) when that window started.
 */
export function getRateLimitSchema(modelName = 'rateLimit'): DatabaseSchema {
  return {
    rateLimit: {
      modelName,
      fields: {
        key: { type: 'string', unique: true },
        count: { type: 'number' },
        lastRequest: { type: 'number' },
      },
    },
  };
}

/**
 * The `auditEvent` table, added to the schema when `auditLog.enabled` is true. Rows outlive the
 * users they name (no foreign keys): `userId` is the subject, `actorUserId` who acted. `id` is
 * a lowercase ULID, so ids sort by creation time (the audit queries page by `id`). `metadata`
 * is the event's `details` as JSON, never a secret.
 */
export function getAuditEventSchema(modelName = 'auditEvent'): DatabaseSchema {
  const optionalIndexed = (): FieldAttribute => ({ type: 'string', required: false, index: true });
  return {
    auditEvent: {
      modelName,
      fields: {
        type: { type: 'string', index: true },
        actorUserId: optionalIndexed(),
        userId: optionalIndexed(),
        organizationId: optionalIndexed(),
        sessionId: text(false),
        ipAddress: text(false),
        userAgent: text(false),
        outcome: text(),
        metadata: { type: 'json', required: false },
        createdAt: { type: 'date', index: true },
      },
    },
  };
}

/**
 * Merges plugin schemas into `base`: new models are added, fields of existing models are
 * appended (a plugin can add `username` to `user`).
 */
export function mergeSchemas(base: DatabaseSchema, ...extra: Array<DatabaseSchema | undefined>) {
  const merged: DatabaseSchema = structuredClone(base);
  for (const schema of extra) {
    for (const [name, model] of Object.entries(schema ?? {})) {
      const existing = merged[name];
      merged[name] = existing
        ? {
            ...existing,
            fields: { ...existing.fields, ...model.fields },
            indexes: [...(existing.indexes ?? []), ...(model.indexes ?? [])],
          }
        : structuredClone(model);
    }
  }
  return merged;
}
