import type { Driver } from '../support/driver.js';
import type { SideOptions } from '../support/sides.js';

/** A scripted conversation, run once against each server; its steps are compared pairwise. */
export interface Scenario {
  name: string;
  options?: SideOptions;
  run: (driver: Driver) => Promise<void>;
}

/** A password long enough for both servers' defaults, and not a common one. */
export const PASSWORD = 'correct-horse-battery-staple';

/** Signs a user up (not recorded) and keeps their session cookie under `as`. */
export async function signUp(driver: Driver, as: string, email: string, extra: object = {}) {
  const response = await driver.send({
    path: '/sign-up/email',
    body: { name: as, email, password: PASSWORD, ...extra },
    as,
  });
  return (await response.json()) as { token: string | null; user: { id: string } };
}

/** Follows the last verification link emailed to `email`, as that user (not recorded). */
export async function verifyEmail(driver: Driver, as: string, email: string) {
  const mail = await driver.email('verify-email', email);
  if (mail?.url) await driver.send({ path: mail.url, as });
}
