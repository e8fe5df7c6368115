import type { DatabaseSchema, FieldAttribute } from '../../plugin/index.js';
import { ORGANIZATION_ERROR_CODES } from './error-codes.js';
import type { OrganizationLengthLimits } from './options.js';

const text = (required = true): FieldAttribute => ({ type: 'string', required });
const date = (): FieldAttribute => ({ type: 'date' });
const organizationRef = (): FieldAttribute => ({
  type: 'string',
  references: { model: 'organization', field: 'id', onDelete: 'cascade' },
});
const userRef = (index = false): FieldAttribute => ({
  type: 'string',
  index,
  references: { model: 'user', field: 'id', onDelete: 'cascade' },
});

/**
 * The tables of the organization plugin (SPEC §3), with Better Auth's names so an existing
 * database carries over; run `migrate(auth)` after adding the plugin.
 *
 * - `organization`: `slug` is unique (a create racing for one slug gets 400 'Organization
 *   already exists'). `name`, `slug`, `logo`, `metadata` (its JSON text) and the team `name`
 *   carry the plugin's length limits (`maxLength`), so every write of them is checked.
 * - `member`: unique (organizationId, userId) — "is U a member of O, with which role" is one
 *   indexed read, and two racing accepts cannot both insert; (organizationId, createdAt) serves
 *   the paginated member list in index order; `userId` is indexed for "my organizations".
 * - `invitation`: indexed by (organizationId, status) and by `email`.
 * - `team` (teams on): indexed by `organizationId`.
 * - `session.activeOrganizationId` (and `activeTeamId` with `teams.activeTeam`).
 *
 * `teamId` columns carry no foreign key, so teams can be switched on and off; remove-team clears
 * them itself.
 */
export function createOrganizationSchema(options: {
  teams: boolean;
  /** `session.activeTeamId` (teams on, with `teams.activeTeam`). */
  activeTeam: boolean;
  lengthLimits: OrganizationLengthLimits;
}): DatabaseSchema {
  const max = options.lengthLimits;
  const schema: DatabaseSchema = {
    organization: {
      modelName: 'organization',
      fields: {
        name: { ...text(), maxLength: max.name },
        slug: {
          type: 'string',
          unique: true,
          uniqueMessage: ORGANIZATION_ERROR_CODES.ORGANIZATION_ALREADY_EXISTS,
          maxLength: max.slug,
        },
        logo: { ...text(false), maxLength: max.logo },
        metadata: { type: 'json', required: false, maxLength: max.metadata },
        createdAt: date(),
      },
    },
    member: {
      modelName: 'member',
      fields: {
        organizationId: organizationRef(),
        userId: userRef(true),
        role: text(),
        teamId: text(false),
        createdAt: date(),
      },
      indexes: [
        { fields: ['organizationId', 'userId'], unique: true },
        { fields: ['organizationId', 'createdAt'] },
      ],
    },
    invitation: {
      modelName: 'invitation',
      fields: {
        organizationId: organizationRef(),
        email: { type: 'string', index: true },
        role: text(),
        status: text(),
        teamId: text(false),
        inviterId: userRef(),
        expiresAt: date(),
        createdAt: date(),
      },
      indexes: [{ fields: ['organizationId', 'status'] }],
    },
    session: {
      modelName: 'session',
      fields: { activeOrganizationId: text(false) },
    },
  };
  if (options.teams) {
    schema.team = {
      modelName: 'team',
      fields: {
        name: { ...text(), maxLength: max.teamName },
        organizationId: { ...organizationRef(), index: true },
        createdAt: date(),
        // Nullable as in Better Auth 1.2.7: an organization's default team has none until changed.
        updatedAt: { type: 'date', required: false },
      },
    };
    if (options.activeTeam) schema.session!.fields.activeTeamId = text(false);
  }
  return schema;
}
