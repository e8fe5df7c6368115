import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readOutbox, shown } from './demo-in-browser.js';

/** Who {@link joinOrganization} brings in. */
export interface Joiner {
  name: string;
  email: string;
  password: string;
}

/**
 * Brings `who` into the active organization of the owner signed in on `owner` the way a person
 * would, over HTTP instead of a second browser: the owner invites (from the page, with its
 * cookies), `who` signs up, follows the verification link from the outbox and accepts.
 *
 * @throws Error naming the step whose response was not 2xx.
 */
export async function joinOrganization(owner: Page, serverURL: string, who: Joiner) {
  const invitationId = await owner.evaluate(async (email) => {
    const response = await fetch('/api/auth/organization/invite-member', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, role: 'member' }),
    });
    if (!response.ok) throw new Error(`invite-member: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  }, who.email);

  let cookie = '';
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${serverURL}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: serverURL, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    const set = response.headers.getSetCookie().map((line) => line.split(';', 1)[0]);
    if (set.length > 0) cookie = set.join('; ');
  };
  await call('/sign-up/email', { name: who.name, email: who.email, password: who.password });
  const verifyLink = async () =>
    (await readOutbox(serverURL)).find(
      (email) => email.type === 'verify-email' && email.to === who.email,
    )?.url;
  await expect.poll(verifyLink, { timeout: 5000 }).toBeDefined();
  const verified = await fetch((await verifyLink()) as string, { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verify-email: ${verified.status}`);
  // A fresh session carries the verified address.
  await call('/sign-in/email', { email: who.email, password: who.password });
  await call('/organization/accept-invitation', { invitationId });
}

/**
 * From the signed-in page: creates the organization `name` through the Organizations page's
 * "New organization" form (it becomes active), then brings `member` in ({@link joinOrganization}).
 */
export async function createOrganizationWith(
  page: Page,
  serverURL: string,
  name: string,
  member: Joiner,
) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Organizations' })
    .click();
  const create = page.getByRole('region', { name: 'New organization' });
  await create.getByRole('textbox', { name: 'Organization name' }).fill(name);
  await create.getByRole('button', { name: 'Create organization' }).click();
  await shown(page.getByRole('heading', { name, level: 1 }));
  await joinOrganization(page, serverURL, member);
}
