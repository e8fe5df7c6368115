import type { ShotAuth } from './auth.js';

/** Someone in the screenshots. */
export interface Person {
  name: string;
  email: string;
  password: string;
  username?: string;
}

/** The signed-in user of most screenshots: owner of "Acme Inc.", with a GitHub account linked. */
export const ADA: Person = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'analytical-engine-1843',
  username: 'Ada.Lovelace',
};

/** Invited to "Acme Inc." by Ada: the signed-in user of the accept-invitation screenshot. */
export const MARGARET: Person = {
  name: 'Margaret Hamilton',
  email: 'margaret@example.com',
  password: 'apollo-guidance-1969',
};

/**
 * Signs up with a blank name (as a magic-link, email-code or passkey sign-up leaves it) when the
 * name-prompt screenshot is shot, not in {@link seed}: the admin screenshots show every user.
 */
export const NEWCOMER: Person = {
  name: '',
  email: 'lin@example.com',
  password: 'first-day-at-work-1',
};

/**
 * The second organization of Alan (a member of Acme), which he creates when his screenshots are
 * shot, not in {@link seed}: the audit log screenshot shows the latest events.
 */
export const GLOBEX = { name: 'Globex Corporation', slug: 'globex' };

/**
 * A member of Acme: the signed-in user of the organization-list and session-ended screenshots,
 * after he has created {@link GLOBEX}.
 */
export const ALAN: Person = {
  name: 'Alan Turing',
  email: 'alan@example.com',
  password: 'universal-machine-36',
};

/** Acme's other members, with their roles (Grace, Alan, Katherine). */
export const MEMBERS: Array<Person & { role: 'admin' | 'member' }> = [
  {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    password: 'cobol-compiler-1959',
    role: 'admin',
  },
  { ...ALAN, role: 'member' },
  {
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    password: 'orbital-mechanics-62',
    role: 'member',
  },
];

/** Ada's other devices, as the sessions list shows them (addresses from RFC 5737 ranges). */
const DEVICES: [Record<string, string>, Record<string, string>] = [
  {
    'user-agent':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'x-forwarded-for': '203.0.113.24',
  },
  {
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'x-forwarded-for': '192.0.2.77',
  },
];

/**
 * More users of the app, for the admin screenshots: the users table pages through them all.
 * Dennis gets banned.
 */
const OTHERS: Person[] = [
  { name: 'Edsger Dijkstra', email: 'edsger@example.org', password: 'shortest-path-1959' },
  { name: 'Barbara Liskov', email: 'barbara@example.org', password: 'substitution-1987' },
  { name: 'Dennis Ritchie', email: 'dennis@example.org', password: 'unix-and-c-1972' },
  { name: 'Radia Perlman', email: 'radia@example.org', password: 'spanning-tree-1985' },
];

/** Whoever tries Ada's account from elsewhere (an RFC 5737 address). */
const STRANGER: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36',
  'x-forwarded-for': '203.0.113.99',
};

/** What the scenes need to know about the seeded data. */
export interface Seeded {
  organizationId: string;
  /** Margaret's pending invitation to Acme. */
  invitationId: string;
  /** Grace's user id: the user-details screenshot shows her. */
  graceId: string;
  /** Katherine's user id: the admin table's browser test bans and impersonates her. */
  katherineId: string;
}

/**
 * Fills the server with the data the screenshots show, through the server API (the same
 * endpoints the HTTP routes run): Ada with a username, two more devices and a linked GitHub
 * account; "Acme Inc." owned by her, with three members, two teams and two pending
 * invitations (one of them Margaret's, whose address is verified so she may answer it). For the
 * admin area: Ada is an admin, four more users sign up, someone fails to sign in as Ada, Dennis
 * is banned for a week; the audit log records it all.
 *
 * @throws APIError when a call is refused, e.g. when run twice against the same server.
 */
export async function seed(auth: ShotAuth): Promise<Seeded> {
  const { api } = auth;
  // Signing up is her phone's session; her laptop's comes from the browser that shoots.
  const [phone, desktop] = DEVICES;
  const ada = await api.signUpEmail({ body: { ...ADA }, headers: phone, returnHeaders: true });
  const headers = { cookie: cookieHeader(ada.headers) };
  const adaId = ada.response.user.id;
  await api.signInEmail({ body: { email: ADA.email, password: ADA.password }, headers: desktop });
  await auth.$context.store.createAccount({
    userId: adaId,
    providerId: 'github',
    accountId: '1815',
    accessToken: null,
    refreshToken: null,
    idToken: null,
    accessTokenExpiresAt: null,
    refreshTokenExpiresAt: null,
    scope: 'read:user,user:email',
  });

  await auth.$context.adapter.update({
    model: 'user',
    where: [{ field: 'id', value: adaId }],
    update: { role: 'admin' },
  });
  // Two passkeys, as the passkey plugin stores them (their keys are never shown).
  for (const [name, deviceType, createdAt] of [
    ['MacBook Air', 'multiDevice', '2026-03-02T09:12:00Z'],
    ['YubiKey 5C', 'singleDevice', '2026-03-04T18:40:00Z'],
  ] as const) {
    await auth.$context.adapter.create({
      model: 'passkey',
      data: {
        name,
        userId: adaId,
        publicKey: 'pQECAyYgASFYIA',
        credentialID: `docs-${deviceType}`,
        counter: 0,
        deviceType,
        backedUp: deviceType === 'multiDevice',
        transports: 'internal',
        createdAt: new Date(createdAt),
      },
    });
  }
  // Someone on another machine gets Ada's password wrong.
  await api
    .signInEmail({ body: { email: ADA.email, password: 'lovelace-1815' }, headers: STRANGER })
    .catch(() => undefined);

  const acme = await api.createOrganization({ body: { name: 'Acme Inc.', slug: 'acme' }, headers });
  const organizationId = acme.id;
  const memberIds: Record<string, string> = {};
  for (const { role, ...person } of MEMBERS) {
    const { user } = await api.signUpEmail({ body: person, headers: desktop });
    memberIds[person.name] = user.id;
    await api.addMember({ body: { userId: user.id, role, organizationId } });
  }
  for (const name of ['Engineering', 'Design']) {
    await api.createTeam({ body: { name, organizationId }, headers });
  }

  const margaret = await api.signUpEmail({ body: { ...MARGARET } });
  await auth.$context.store.updateUser(margaret.user.id, { emailVerified: true });
  const invitation = await api.createInvitation({
    body: { email: MARGARET.email, role: 'member', organizationId },
    headers,
  });
  await api.createInvitation({
    body: { email: 'edsger@example.com', role: 'admin', organizationId },
    headers,
  });
  const others: Record<string, string> = {};
  for (const person of OTHERS) {
    const { user } = await api.signUpEmail({ body: { ...person }, headers: desktop });
    others[person.name] = user.id;
  }
  await api.banUser({
    body: { userId: others['Dennis Ritchie']!, banReason: 'Spam links', banExpiresIn: 7 * 86_400 },
    headers,
  });
  await auth.$context.auditLog?.flush();
  return {
    organizationId,
    invitationId: invitation.id,
    graceId: memberIds['Grace Hopper']!,
    katherineId: memberIds['Katherine Johnson']!,
  };
}

/** `Cookie` header value carrying the cookies a response set. */
function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}
