/**
 * The demo in French, every page (issue 31, defect 8), in real Chromium: with Français chosen,
 * the signed-out tabs (sign in, create account, forgot password), the reset-password page, the
 * account page, organizations, the admin area (the first user is the admin), the outbox, an
 * invitation and the not-found page show no English dictionary text — neither the kit's (`en`)
 * nor the demo's own (`src/i18n.ts`) — in the page or its title, and no English date; axe-core
 * finds no critical or serious violation on them.
 */
import { en } from '@portcullis/react/locales/en';
import { fr } from '@portcullis/react/locales/fr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoText } from '../src/i18n.js';
import { seriousViolations } from './support/axe.js';
import { shown, useDemoInBrowser } from './support/demo-in-browser.js';

const ADMIN = {
  name: 'Hortense Bellefeuille',
  email: 'hortense.bellefeuille@exemple.fr',
  password: 'machine-differentielle-1822',
};
const ORGANIZATION = 'Ateliers Jacquard';

/** Every string of a dictionary, by its dotted path. */
function flatten(value: unknown, path = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, path ? `${path}.${key}` : key, into);
    }
  }
  return into;
}

/**
 * The English texts that must not show in French: each value's pieces between `{placeholders}`,
 * longer than 3 characters, whose French counterpart differs, and that no French value contains
 * (a word both languages share, such as "Passkey" in "Passkey : …", is not a leak).
 */
function englishTexts(): string[] {
  const english = new Map([...flatten(en), ...flatten(demoText.en, 'demo')]);
  const french = new Map([...flatten(fr), ...flatten(demoText.fr, 'demo')]);
  const frenchLower = [...french.values()].map((value) => value.toLowerCase());
  const texts = new Set<string>();
  for (const [path, value] of english) {
    if (french.get(path) === value) continue;
    for (const piece of value.split(/\{[^}]*\}/)) {
      const text = piece.trim();
      if (text.length <= 3) continue;
      if (frenchLower.some((frenchValue) => frenchValue.includes(text.toLowerCase()))) continue;
      texts.add(text);
    }
  }
  return [...texts];
}

const ENGLISH = englishTexts();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words, as written or upper-cased (CSS upper-cases the eyebrow, and innerText shows it
// so); not in another case, which is data (an audit entry's "role: member").
const PATTERNS = ENGLISH.map(
  (text) =>
    [
      text,
      new RegExp(
        `(?<![\\p{L}])(?:${escapeRegExp(text)}|${escapeRegExp(text.toUpperCase())})(?![\\p{L}])`,
        'u',
      ),
    ] as const,
);
// "Nov 29, 2026, 9:40 AM", "in 7 days", "2 hours ago": dates the French page must not show.
const ENGLISH_DATES =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}|\d (?:AM|PM)\b|\bin \d+ (?:second|minute|hour|day|week|month|year)s?\b|\b(?:second|minute|hour|day|week|month|year)s? ago\b/;

/** The English texts (and dates) the page shows, its title included, user data left out. */
async function englishOn(page: Page): Promise<string[]> {
  const { text, title, emails } = await page.evaluate(() => ({
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what counts; innerText leaves out hidden elements (display: none), which textContent would read.
    text: document.body.innerText,
    title: document.title,
    // The outbox's emails are the server's (in English), not the page's words.
    emails: [...document.querySelectorAll<HTMLElement>('.outbox-item h2')].map(
      (h) => h.textContent ?? '',
    ),
  }));
  let shownText = `${title}\n${text}`;
  for (const subject of emails) shownText = shownText.replaceAll(subject, '');
  shownText = shownText
    .replace(/https?:\/\/\S+/g, '')
    .replaceAll(ADMIN.name, '')
    .replaceAll(ADMIN.email, '')
    .replaceAll(ORGANIZATION, '');
  // Each English text found, with the words around it, to say where it is.
  const found = PATTERNS.flatMap(([text, pattern]) => {
    const match = pattern.exec(shownText);
    if (!match) return [];
    const around = shownText.slice(Math.max(0, match.index - 30), match.index + text.length + 30);
    return [`${text} (in "${around.replace(/\s+/g, ' ')}")`];
  });
  const date = ENGLISH_DATES.exec(shownText);
  if (date) found.push(`date: ${date[0]}`);
  return found;
}

/** Loads `path` and waits until its requests have settled and `ready` is shown. */
async function visit(page: Page, url: string, ready: (page: Page) => ReturnType<Page['locator']>) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('the demo in French, every page (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('has English dictionary texts to look for, the demo’s own among them', () => {
    expect(ENGLISH).toContain(en.signInForm.submit);
    expect(ENGLISH).toContain(demoText.en.account.signedInAs);
    expect(ENGLISH).toContain(demoText.en.notFound.title);
    expect(ENGLISH.length).toBeGreaterThan(300);
  });

  it('shows no English text and no English date on any page', async () => {
    const { page, server } = demo();
    await page.setViewportSize({ width: 1280, height: 900 });
    const leaks: Record<string, string[]> = {};
    const violations: string[] = [];
    const check = async (name: string, axe = true) => {
      const found = await englishOn(page);
      if (found.length > 0) leaks[name] = found;
      if (axe) violations.push(...(await seriousViolations(page, `french-${name}`)));
    };

    await page.goto(server.url);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await shown(page.getByRole('form', { name: fr.signInForm.form }));
    await page.waitForLoadState('networkidle');
    await check('sign-in');
    // The sign-in screen's own way to the forgot-password form.
    await page.getByText(fr.signIn.forgotPassword, { exact: true }).click();
    await shown(page.getByRole('form', { name: fr.forgotPasswordForm.form }));
    await check('forgot-password', false);
    // The sign-up tab by position: its name is under test.
    await page.getByRole('tab').nth(1).click();
    const signUp = page.getByRole('form', { name: fr.signUpForm.form });
    await shown(signUp);
    await check('sign-up', false);

    await visit(page, `${server.url}/reset-password`, (p) => p.getByRole('heading', { level: 1 }));
    await check('reset-password', false);
    await visit(page, `${server.url}/nowhere`, (p) => p.getByRole('heading', { level: 1 }));
    await check('not-found');

    // The first user to sign up is the demo's admin.
    await page.goto(server.url);
    await page.getByRole('tab').nth(1).click();
    await signUp.getByLabel(fr.signUpForm.name, { exact: true }).fill(ADMIN.name);
    await signUp.getByLabel(fr.signUpForm.email, { exact: true }).fill(ADMIN.email);
    await signUp.getByLabel(fr.signUpForm.password, { exact: true }).fill(ADMIN.password);
    await signUp.getByRole('button', { name: fr.signUpForm.submit }).click();
    await shown(page.getByRole('heading', { name: ADMIN.name, level: 1 }));
    await page.waitForLoadState('networkidle');
    await check('account');

    // An organization with a pending invitation, made over HTTP with the page's cookies.
    const invitationId = await page.evaluate(async (name) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(`/api/auth/organization/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return (await response.json()) as { id: string };
      };
      const organization = await post('create', { name, slug: 'ateliers-jacquard' });
      await post('set-active', { organizationId: organization.id });
      return (await post('invite-member', { email: 'invitee@exemple.fr', role: 'member' })).id;
    }, ORGANIZATION);

    await visit(page, `${server.url}/organizations`, (p) =>
      p.getByRole('heading', { name: ORGANIZATION, level: 1 }),
    );
    await check('organizations');
    await visit(page, `${server.url}/admin`, (p) => p.locator('main table tbody tr').first());
    await check('admin');
    await visit(page, `${server.url}/outbox`, (p) => p.getByRole('list').first());
    await check('outbox');
    // Sent to another address: the page says so, in French.
    await visit(page, `${server.url}/accept-invitation/${invitationId}`, (p) =>
      p.locator('main section:not([aria-busy])').first(),
    );
    await check('invitation');

    expect(leaks).toEqual({});
    expect(violations).toEqual([]);
  }, 300_000);
});
