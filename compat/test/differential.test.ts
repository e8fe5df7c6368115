/**
 * The differential harness (issue 16): every scenario runs against Better Auth 1.2.7 and against
 * Portcullis, configured alike, and their answers are compared step by step (status, body with
 * generated values normalised, the contract's headers, cookies, Location).
 *
 * A difference fails the run unless one of the lists in `compat/differences/` declares it:
 * - `spec.json`: where SPEC.md speaks and Better Auth answers otherwise (SPEC.md wins), each
 *   naming the SPEC section;
 * - `allowed.json`: deliberate differences (security fixes, stricter defaults), each naming its
 *   row of the migration guide's "Where Portcullis differs, on purpose" table; the two are kept in
 *   sync both ways (every entry names a row, every row is named by an observed entry);
 * - `open.json`: differences found and not closed yet. It may only shrink: an entry that no
 *   longer occurs fails the run too, so closing one means deleting its line.
 *   `COMPAT_WRITE_OPEN=1 npx vitest run --project compat differential` rewrites it.
 * An entry of any list that no longer occurs fails the run, so the lists stay true.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionScenario, signInScenario, signUpScenario } from './scenarios/account.js';
import { adminScenario } from './scenarios/admin.js';
import { anonymousScenario } from './scenarios/anonymous.js';
import { apiKeyScenario } from './scenarios/api-key.js';
import {
  captchaHCaptchaScenario,
  captchaRecaptchaScenario,
  captchaTurnstileScenario,
} from './scenarios/captcha.js';
import { customSessionScenario } from './scenarios/custom-session.js';
import { genericOAuthScenario } from './scenarios/generic-oauth.js';
import { hardeningScenario } from './scenarios/hardening.js';
import { haveIBeenPwnedScenario } from './scenarios/haveibeenpwned.js';
import { multiSessionScenario } from './scenarios/multi-session.js';
import { oauthProxyScenario } from './scenarios/oauth-proxy.js';
import { oneTapScenario } from './scenarios/one-tap.js';
import {
  oneTimeTokenExpiryScenario,
  oneTimeTokenScenario,
  oneTimeTokenServerOnlyScenario,
} from './scenarios/one-time-token.js';
import { jwtScenario, organizationScenario } from './scenarios/organization.js';
import { organizationRolesScenario } from './scenarios/organization-roles.js';
import { passkeyScenario } from './scenarios/passkey.js';
import { passwordlessNoSignUpScenario, passwordlessScenario } from './scenarios/passwordless.js';
import { phoneNumberScenario, phoneNumberVerificationScenario } from './scenarios/phone-number.js';
import { profileScenario, recoveryScenario } from './scenarios/profile.js';
import { socialAccountsScenario, socialScenario } from './scenarios/social.js';
import { sessionRevocationScenario, tokensScenario } from './scenarios/tokens.js';
import { twoFactorScenario } from './scenarios/two-factor.js';
import type { Scenario } from './scenarios/types.js';
import { compareSteps, type Difference } from './support/compare.js';
import { Driver } from './support/driver.js';
import { createBetterAuthSide, createPortcullisSide, type Side } from './support/sides.js';
import { keyDifferences } from './support/snapshot.js';

const SCENARIOS: Scenario[] = [
  signUpScenario,
  signInScenario,
  sessionScenario,
  profileScenario,
  recoveryScenario,
  organizationScenario,
  jwtScenario,
  socialScenario,
  socialAccountsScenario,
  organizationRolesScenario,
  sessionRevocationScenario,
  tokensScenario,
  hardeningScenario,
  adminScenario,
  passkeyScenario,
  passwordlessScenario,
  passwordlessNoSignUpScenario,
  twoFactorScenario,
  apiKeyScenario,
  multiSessionScenario,
  oneTimeTokenScenario,
  oneTimeTokenExpiryScenario,
  oneTimeTokenServerOnlyScenario,
  anonymousScenario,
  customSessionScenario,
  phoneNumberScenario,
  phoneNumberVerificationScenario,
  haveIBeenPwnedScenario,
  captchaTurnstileScenario,
  captchaRecaptchaScenario,
  captchaHCaptchaScenario,
  genericOAuthScenario,
  oneTapScenario,
  oauthProxyScenario,
];

const file = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));
const readList = (name: string): Record<string, string> =>
  JSON.parse(readFileSync(file(name), 'utf8'));
const spec = readList('differences/spec.json');
const allowed = readList('differences/allowed.json');
const open = readList('differences/open.json');
const declared = (id: string) =>
  Object.hasOwn(spec, id) || Object.hasOwn(allowed, id) || Object.hasOwn(open, id);
const guide = readFileSync(file('../docs/migrating-from-better-auth.md'), 'utf8');

const found = new Map<string, Difference>();
const ran = new Set<string>();
const sides: Side[] = [];

async function runOn(side: Side, scenario: Scenario) {
  sides.push(side);
  const driver = new Driver(side);
  await scenario.run(driver);
  return driver.steps;
}

afterAll(() => {
  for (const side of sides) side.close();
  if (process.env.COMPAT_WRITE_OPEN === '1') {
    // Entries of scenarios this run skipped (a name filter) are kept as they are.
    const kept = Object.entries(open).filter(([id]) => !ran.has(id.split(' › ')[0] ?? ''));
    const entries = [...found.values()]
      .filter((difference) => !Object.hasOwn(allowed, difference.id))
      .filter((difference) => !Object.hasOwn(spec, difference.id))
      .map((difference) => [difference.id, open[difference.id] ?? explain(difference)]);
    writeFileSync(
      file('differences/open.json'),
      `${JSON.stringify(Object.fromEntries([...kept, ...entries]), null, 2)}\n`,
    );
  }
});

/** One line: the keys that differ (`+` only Portcullis has it, `-` only Better Auth), or both values. */
function explain(difference: Difference) {
  const keys = keyDifferences(difference.betterAuth, difference.portcullis);
  if (keys.length > 0) return `keys ${keys.join(' ')}`;
  const show = (value: unknown) =>
    JSON.stringify(value)?.slice(0, Number(process.env.COMPAT_SHOW ?? 200));
  return `Better Auth ${show(difference.betterAuth)} · Portcullis ${show(difference.portcullis)}`;
}

describe.each(SCENARIOS)('$name', (scenario) => {
  it('answers as Better Auth 1.2.7 does, but for the listed differences', async () => {
    const betterAuth = await runOn(await createBetterAuthSide(scenario.options), scenario);
    const portcullis = await runOn(await createPortcullisSide(scenario.options), scenario);
    const differences = compareSteps(scenario.name, betterAuth, portcullis);
    ran.add(scenario.name);
    for (const difference of differences) found.set(difference.id, difference);
    const unlisted = differences
      .filter((d) => !declared(d.id))
      .map((d) => `${d.id}: ${explain(d)}`);
    const stale = Object.keys({ ...spec, ...allowed, ...open })
      .filter((id) => id.startsWith(`${scenario.name} › `))
      .filter((id) => !differences.some((d) => d.id === id));
    if (process.env.COMPAT_WRITE_OPEN === '1') return;
    expect(unlisted, 'differences from Better Auth 1.2.7 that no list declares').toEqual([]);
    expect(stale, 'listed differences that no longer occur: delete their lines').toEqual([]);
  });
});

/**
 * The first cells of the guide's table of deliberate differences: the rows between the
 * "Where Portcullis differs, on purpose" heading and the next heading.
 */
function guideRows(markdown: string): string[] {
  const start = markdown.indexOf('## Where Portcullis differs, on purpose');
  const section = markdown.slice(start).split(/\n#{2,4} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1) // the header row
    .map((line) => line.slice(2, line.indexOf(' | ')).trim());
}

describe('the migration guide and the allow-list', () => {
  const rows = guideRows(guide);

  it('has a table of deliberate differences, one row per kind, at most 15', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(15);
  });

  it('points every allowed difference at a row of that table', () => {
    for (const [id, row] of Object.entries(allowed)) {
      expect(rows, `${id}: no row "${row}" in the guide's table`).toContain(row);
    }
  });

  it('backs every row of that table with at least one allowed difference', () => {
    const named = new Set(Object.values(allowed));
    expect(rows.filter((row) => !named.has(row))).toEqual([]);
  });
});

it('names the SPEC section behind every spec difference', () => {
  for (const [id, reason] of Object.entries(spec)) expect(reason, id).toMatch(/^SPEC §\d/);
});
