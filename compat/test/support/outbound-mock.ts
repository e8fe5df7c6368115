/**
 * The outside services of the haveibeenpwned and captcha scenarios, answered by one msw server
 * (started once, idempotent; other hosts pass through): the Pwned Passwords range API and the
 * three captcha providers' siteverify URLs. Both sides run the same scenario one after the
 * other, so a scenario sets {@link outbound}'s modes before a step and both sides see the same
 * service.
 */
import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { useMockHandlers } from './msw-server.js';

/** A password Pwned Passwords lists (count 42). */
export const BREACHED_PASSWORD = 'violet-anchor-quarry-42';

/** How the outside services answer the next requests. */
export const outbound = {
  /** `up`, an error status (`500`), or a network error (`offline`). */
  pwned: 'up' as 'up' | '500' | 'offline',
  /** `up`, an error status (`500`), or a network error (`offline`). */
  captcha: 'up' as 'up' | '500' | 'offline',
};

export const SITE_VERIFY = {
  'cloudflare-turnstile': 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  'google-recaptcha': 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

const hash = (value: string) => createHash('sha1').update(value).digest('hex').toUpperCase();

/** The token a siteverify request carries, sent as form data or (Better Auth's Turnstile) JSON. */
async function tokenOf(request: Request): Promise<string | null> {
  const text = await request.text();
  if (request.headers.get('content-type')?.includes('json')) {
    return (JSON.parse(text) as { response?: string }).response ?? null;
  }
  return new URLSearchParams(text).get('response');
}

const handlers = [
  http.get('https://api.pwnedpasswords.com/range/:prefix', ({ params }) => {
    if (outbound.pwned === 'offline') return HttpResponse.error();
    if (outbound.pwned === '500') return new HttpResponse('error', { status: 500 });
    const lines = [
      '0018A45C4D1DEF81644B54AB7F969B88D65:3',
      'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF:0',
    ];
    const full = hash(BREACHED_PASSWORD);
    if (params.prefix === full.slice(0, 5)) lines.push(`${full.slice(5)}:42`);
    return new HttpResponse(lines.join('\r\n'), { headers: { 'content-type': 'text/plain' } });
  }),
  ...Object.values(SITE_VERIFY).map((url) =>
    http.post(url, async ({ request }) => {
      if (outbound.captcha === 'offline') return HttpResponse.error();
      if (outbound.captcha === '500') return HttpResponse.json({}, { status: 500 });
      const token = await tokenOf(request);
      // `pass` passes (v2, Turnstile, hCaptcha); `v3-high` / `v3-low` pass with a score.
      if (token === 'pass') return HttpResponse.json({ success: true });
      if (token === 'v3-high') return HttpResponse.json({ success: true, score: 0.9 });
      if (token === 'v3-low') return HttpResponse.json({ success: true, score: 0.3 });
      return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-response'] });
    }),
  ),
];

let started = false;

/** Starts the mock once for the test file. */
export function startOutboundMock(): void {
  if (started) return;
  started = true;
  useMockHandlers(...handlers);
}
