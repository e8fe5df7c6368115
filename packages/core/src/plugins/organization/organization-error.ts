import { APIError, type StatusName } from '../../plugin/index.js';
import { ORGANIZATION_ERROR_CODES, type OrganizationErrorCode } from './error-codes.js';

/**
 * The `APIError` for one organization code, answered with `status`. `message` replaces the
 * catalogue's wording where Better Auth words one code two ways ('Invitation not found!').
 */
export function organizationError(
  status: StatusName,
  code: OrganizationErrorCode,
  message: string = ORGANIZATION_ERROR_CODES[code],
): APIError {
  return new APIError(status, { code, message });
}

/**
 * A refusal with Better Auth's bare status and no message of its own (list-teams for a
 * non-member, delete with deletion disabled): `{ code: 'FORBIDDEN', message: 'Forbidden' }`.
 */
export const forbidden = (): APIError => new APIError('FORBIDDEN', { message: 'Forbidden' });
