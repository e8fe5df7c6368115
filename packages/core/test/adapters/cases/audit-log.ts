import { beforeAll, describe, expect, it } from 'vitest';
import { createPortcullis, migrate, type Portcullis } from '../../../src/index.js';
import type { AuthEventInput } from '../../../src/kernel/auth-event.js';
import { emitEvent } from '../../../src/security/audit-events.js';
import { listAuditEvents } from '../../../src/security/audit-log-query.js';
import {
  BASE_URL,
  cookieHeader,
  createCountingHasher,
  requestHelpers,
  SECRET,
} from '../../helpers.js';
import type { CaseContext } from '../adapter.case.js';

/**
 * The audit log on this engine: the batched writer (JSON metadata, dates, ULID ids), and the
 * queries of the list routes — `in` over types, `(userId = u OR actorUserId = u) AND …`, time
 * bounds and cursor paging by id.
 */
export function auditLogCases({ target }: CaseContext) {
  describe('audit log', () => {
    let auth: Portcullis;
    let http: ReturnType<typeof requestHelpers>;
    /** A prefix no other test of this file (or earlier run on a shared server) uses. */
    let run = 0;
    const ids = () => {
      run += 1;
      const tag = `${Date.now().toString(36)}-${run}`;
      return { ada: `ada-${tag}`, bob: `bob-${tag}`, org: `org-${tag}` };
    };

    beforeAll(async () => {
      auth = createPortcullis({
        baseURL: BASE_URL,
        secret: SECRET,
        database: (schema) => target.createAdapter(schema),
        logger: { disabled: true },
        emailAndPassword: { enabled: true, password: createCountingHasher().hasher },
        auditLog: { enabled: true },
      });
      await migrate(auth);
      http = requestHelpers(auth);
    });

    const emit = (input: AuthEventInput) =>
      emitEvent(
        { context: auth.$context, headers: new Headers({ 'user-agent': 'Engine/1' }) },
        input,
      );
    const flush = () => auth.$context.auditLog!.flush();

    it('stores events written over HTTP, with their metadata, and serves them back', async () => {
      const email = `${ids().ada}@example.com`;
      const signUp = await http.post(
        '/sign-up/email',
        { name: 'Ada', email, password: 'analytical-engine' },
        { 'user-agent': 'Engine/1' },
      );
      const { user } = await signUp.json();
      await http.post('/sign-in/email', { email, password: 'wrong-password' });
      await flush();
      const response = await http.get('/list-audit-events', { cookie: cookieHeader(signUp) });
      expect(response.status).toBe(200);
      const page = await response.json();
      expect(page.events.map((event: { type: string }) => event.type)).toEqual([
        'sign-in.failure',
        'sign-up',
      ]);
      expect(page.events[0]).toMatchObject({
        userId: user.id,
        actorUserId: user.id,
        organizationId: null,
        outcome: 'failure',
        metadata: { method: 'email', reason: 'invalid_password' },
      });
      expect(page.events[1]).toMatchObject({
        userAgent: 'Engine/1',
        metadata: { method: 'email' },
      });
      expect(Date.parse(page.events[1].createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(auth.$context.auditLog!.stats.failed).toBe(0);
    });

    it('pages by cursor, newest first, without gaps or repeats', async () => {
      const { ada } = ids();
      for (let i = 0; i < 7; i++) {
        emit({ type: 'sign-in.success', userId: ada, details: { method: 'email', i } });
      }
      await flush();
      const seen: number[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 10; pages++) {
        const page = await listAuditEvents(auth.$context, { userId: ada, limit: 3, cursor });
        seen.push(...page.events.map((event) => (event.metadata as { i: number }).i));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
    });

    it("filters types with 'in', and a user as subject OR actor, AND the rest", async () => {
      const { ada, bob, org } = ids();
      emit({ type: 'sign-in.success', userId: ada });
      emit({ type: 'sign-in.failure', userId: ada });
      emit({ type: 'lockout', userId: ada });
      emit({ type: 'sign-in.success', userId: bob });
      // Ada acts on Bob: she is the actor of an event about him.
      emit({
        type: 'organization.role-change',
        userId: bob,
        actorUserId: ada,
        organizationId: org,
      });
      emit({ type: 'organization.member-add', userId: bob, actorUserId: bob, organizationId: org });
      await flush();
      const types = async (filter: Parameters<typeof listAuditEvents>[1]) =>
        (await listAuditEvents(auth.$context, filter)).events.map((event) => event.type);

      expect(await types({ userId: ada })).toEqual([
        'organization.role-change',
        'lockout',
        'sign-in.failure',
        'sign-in.success',
      ]);
      expect(await types({ userId: ada, types: ['sign-in.failure', 'lockout'] })).toEqual([
        'lockout',
        'sign-in.failure',
      ]);
      // The OR binds the user's two fields only: the organization still narrows both.
      expect(await types({ userId: ada, organizationId: org })).toEqual([
        'organization.role-change',
      ]);
      expect(await types({ userId: bob, organizationId: org })).toEqual([
        'organization.member-add',
        'organization.role-change',
      ]);
      expect(
        await types({ userId: bob, types: ['sign-in.success', 'organization.member-add'] }),
      ).toEqual(['organization.member-add', 'sign-in.success']);
      expect(await types({ userId: ada, from: new Date(Date.now() + 60_000) })).toEqual([]);
      expect(await types({ userId: ada, to: new Date(Date.now() - 60_000) })).toEqual([]);
    });
  });
}
