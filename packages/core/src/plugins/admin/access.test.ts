import { describe, expect, it } from 'vitest';
import { adminAccessControl, adminDefaultRoles, adminDefaultStatements } from './access.js';

// SPEC §6: admin holds every action, user none; Better Auth's messages (SPEC §8).
describe('the admin default roles', () => {
  const every = Object.entries(adminDefaultStatements).flatMap(([resource, actions]) =>
    actions.map((action) => ({ [resource]: [action] })),
  );

  it('admin holds every action of every resource', () => {
    for (const request of every) {
      expect(adminDefaultRoles.admin.authorize(request)).toEqual({ success: true });
    }
    expect(adminDefaultRoles.admin.authorize(adminDefaultStatements)).toEqual({ success: true });
  });

  it('user holds none', () => {
    for (const request of every) {
      const [resource] = Object.keys(request);
      expect(adminDefaultRoles.user.authorize(request)).toEqual({
        success: false,
        error: `You are not allowed to access resource: ${resource}`,
      });
    }
  });

  it('refuses a resource outside the model and a request naming no action', () => {
    expect(adminDefaultRoles.admin.authorize({ billing: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
    expect(adminDefaultRoles.admin.authorize({ user: [] })).toEqual({
      success: false,
      error: 'Not authorized',
    });
  });

  it('builds custom roles from adminAccessControl, refusing undeclared actions', () => {
    const support = adminAccessControl.newRole({ user: ['list'], session: ['list'] });
    expect(support.authorize({ user: ['list'] })).toEqual({ success: true });
    expect(support.authorize({ user: ['ban'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "user"',
    });
    expect(() => adminAccessControl.newRole({ user: ['fly' as 'list'] })).toThrow(
      /"fly" on "user"/,
    );
  });
});
