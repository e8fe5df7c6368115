/**
 * Portcullis's deliberate differences from Better Auth 1.2.7, each shown by a step, so every row
 * of the migration guide's "Where Portcullis differs, on purpose" table rests on an observed
 * answer: existence leaks closed, input checked (bodies that are not an object or nest too deep
 * included), common passwords refused, invitations answered only from a verified email, and
 * `X-Forwarded-For` read only behind configured proxies.
 */
import { PASSWORD, type Scenario, signUp } from './types.js';

export const hardeningScenario: Scenario = {
  name: 'hardening',
  async run(d) {
    await signUp(d, 'ada', 'ada@example.com');
    await signUp(d, 'bo', 'bo@example.com');

    // Better Auth tells an unknown address from a known one; Portcullis answers alike.
    await d.step('send-verification-email, unknown address', {
      path: '/send-verification-email',
      body: { email: 'nobody@example.com' },
    });
    const theirs = await (await d.send({ path: '/get-session', as: 'bo' })).json();
    await d.step("revoke-session, another user's token", {
      path: '/revoke-session',
      body: { token: theirs?.session?.token },
      as: 'ada',
    });

    await d.step('sign-up, numeric username', {
      path: '/sign-up/email',
      body: {
        name: 'Cy',
        email: 'cy@example.com',
        password: PASSWORD,
        username: 12345,
      },
    });
    await d.step('sign-up, 300-character name', {
      path: '/sign-up/email',
      body: { name: 'n'.repeat(300), email: 'di@example.com', password: PASSWORD },
    });
    await d.step('sign-up, common password', {
      path: '/sign-up/email',
      body: { name: 'Ed', email: 'ed@example.com', password: 'password123' },
    });

    // The invitee signs up and never follows the verification link.
    await signUp(d, 'invitee', 'invitee@example.com');
    const org = await (
      await d.send({
        path: '/organization/create',
        body: { name: 'Acme', slug: 'acme' },
        as: 'ada',
      })
    ).json();
    const invitation = await (
      await d.send({
        path: '/organization/invite-member',
        body: { email: 'invitee@example.com', role: 'member', organizationId: org?.id },
        as: 'ada',
      })
    ).json();
    await d.step('accept-invitation, email not verified', {
      path: '/organization/accept-invitation',
      body: { invitationId: invitation?.id },
      as: 'invitee',
    });

    // Not a deliberate difference: Portcullis lists sessions newest first, Better Auth 1.2.7 in
    // the order they were made (ada's first session is the one the organization was made in).
    await d.send({
      path: '/sign-in/email',
      body: { email: 'ada@example.com', password: PASSWORD },
      as: 'ada',
    });
    await d.step('list-sessions, two sessions', { path: '/list-sessions', as: 'ada' });

    // Neither side sets `advanced.ipAddress.trustedProxies`: the header is only the client's word,
    // which Better Auth 1.2.7 stores and Portcullis does not. Not observed yet: Better Auth in test
    // mode (vitest sets `TEST`) stamps every session 127.0.0.1, so `ipAddress` stays normalised.
    await signUp(d, 'eve', 'eve@example.com');
    await d.send({ path: '/sign-out', body: {}, as: 'eve' });
    await d.step('sign-in, X-Forwarded-For', {
      path: '/sign-in/email',
      body: { email: 'eve@example.com', password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      as: 'eve',
    });
    await d.step('get-session, after X-Forwarded-For', { path: '/get-session', as: 'eve' });
    await d.step('list-sessions, after X-Forwarded-For', { path: '/list-sessions', as: 'eve' });

    // JSON nested past advanced.maxBodyDepth (32) is refused before any schema sees it.
    let deep: unknown = 1;
    for (let level = 0; level < 40; level++) deep = { a: deep };
    await d.step('update-user, a 40-deep body', {
      path: '/update-user',
      body: { name: 'Eve', extra: deep },
      as: 'eve',
    });

    // A body that is not an object is malformed input, also on routes that take no body: Better
    // Auth 1.2.7 signs out; Portcullis refuses it and the session stays.
    await d.step('sign-out, a JSON array as the body', { path: '/sign-out', body: [], as: 'eve' });
    await d.step('get-session, after sign-out with an array', { path: '/get-session', as: 'eve' });
  },
};
