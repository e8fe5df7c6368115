/**
 * Steps the cluster cases share: users signed up and in over HTTP, an admin, and a request
 * repeated through nginx until every instance has answered it.
 */
import { randomBytes } from 'node:crypto';
import type { Answer, Browser } from './client.js';
import type { Cluster, ClusterApp } from './cluster.js';

export const PASSWORD = 'correct-horse-battery';

/** A signed-up user and the browser that signed up (signed in). */
export interface TestUser {
  id: string;
  email: string;
  browser: Browser;
}

/** An email address no other test uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${randomBytes(5).toString('hex')}@example.com`;

function expectOk(what: string, answer: Answer): Answer {
  if (answer.status !== 200) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Signs a new user up through nginx, from a browser with a client IP of its own. */
export async function signUp(app: ClusterApp, label?: string): Promise<TestUser> {
  const browser = app.browser();
  const email = uniqueEmail(label);
  const answer = await browser.post('/sign-up/email', {
    name: label ?? 'User',
    email,
    password: PASSWORD,
  });
  expectOk(`sign-up ${email}`, answer);
  return { id: answer.body.user.id, email, browser };
}

/** A new browser (another device, another IP) signed in as `email`. */
export async function signIn(
  app: ClusterApp,
  email: string,
  password = PASSWORD,
): Promise<Browser> {
  const browser = app.browser();
  expectOk(`sign-in ${email}`, await browser.post('/sign-in/email', { email, password }));
  return browser;
}

/** A user with the admin role (set in the database), signed in after the role was set. */
export async function signUpAdmin(cluster: Cluster, app: ClusterApp): Promise<TestUser> {
  const user = await signUp(app, 'admin');
  await cluster.db.updateTable('user').set({ role: 'admin' }).where('id', '=', user.id).execute();
  return { ...user, browser: await signIn(app, user.email) };
}

/**
 * Sends `GET path` through nginx, each time from a fresh copy of `browser` (so a refusal that
 * clears the cookies does not change the next request), until every instance has answered it
 * once. Resolves with every answer; throws if some instance never answered within 30 requests.
 */
export async function onEveryInstance(
  app: ClusterApp,
  browser: Browser,
  path = '/get-session',
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 30 && seen.size < app.instances.length; i++) {
    const answer = await browser.copy().get(path);
    answers.push(answer);
    seen.add(answer.instance);
  }
  if (seen.size < app.instances.length) {
    throw new Error(`only instances ${[...seen].join(', ')} answered ${path} in 30 requests`);
  }
  return answers;
}

/** The instances that answered, sorted: `['a', 'b', 'c']` when all three did. */
export const instancesOf = (answers: Answer[]) =>
  [...new Set(answers.map((a) => a.instance))].sort();

/** How many answers had each status: `{ 200: 1, 403: 19 }`. */
export function countStatuses(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
