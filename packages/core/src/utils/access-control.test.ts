import { describe, expect, it } from 'vitest';
import { createAccessControl } from './access-control.js';

// SPEC §6 (roles grant subsets of statements), §8 (the authorization messages).
describe('createAccessControl', () => {
  const ac = createAccessControl({ project: ['create', 'share'], billing: ['read'] } as const);
  const editor = ac.newRole({ project: ['create', 'share'] });
  const nothing = ac.newRole({ project: [], billing: [] });

  it('grants a request when the role holds every action of every resource listed', () => {
    expect(editor.authorize({ project: ['share'] })).toEqual({ success: true });
    expect(editor.authorize({ project: ['create', 'share'] })).toEqual({ success: true });
  });

  it('answers the SPEC §8 message of the first resource refused', () => {
    expect(editor.authorize({ project: ['share'], billing: ['read'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: billing',
    });
    expect(editor.authorize({ project: ['delete'] })).toEqual({
      success: false,
      error: 'unauthorized to access resource "project"',
    });
    expect(nothing.authorize({ project: ['create'] })).toEqual({
      success: false,
      error: 'You are not allowed to access resource: project',
    });
  });

  it('refuses a request that names no action', () => {
    expect(editor.authorize({})).toEqual({ success: false, error: 'Not authorized' });
    expect(editor.authorize({ project: [] })).toEqual({ success: false, error: 'Not authorized' });
  });

  it('never takes a prototype key for a resource', () => {
    expect(editor.authorize({ constructor: ['call'] }).success).toBe(false);
    expect(editor.authorize({ toString: ['call'] }).success).toBe(false);
  });

  it('keeps the statements it was given, and each role its permissions', () => {
    expect(ac.statements).toEqual({ project: ['create', 'share'], billing: ['read'] });
    expect(editor.statements).toEqual({ project: ['create', 'share'] });
  });

  it('refuses, at start-up, a role granting what the statements do not declare', () => {
    expect(() => ac.newRole({ project: ['delete' as 'create'] })).toThrow(
      '[portcullis] createAccessControl(): newRole() grants "delete" on "project", which the access control statements do not declare.',
    );
    expect(() => ac.newRole({ ['nope' as 'project']: ['create'] })).toThrow(/grants "nope"/);
  });
});
