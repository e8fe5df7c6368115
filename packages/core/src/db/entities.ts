/** A user (SPEC §3). `email` is stored lowercased. */
export interface User {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A session (SPEC §3). `token` is the bearer secret; never log it. */
export interface Session {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A linked account (SPEC §3). `providerId: 'credential'` marks a password account. */
export interface Account {
  id: string;
  providerId: string;
  accountId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  /** The `saltHex:keyHex` password hash, for credential accounts. */
  password: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A verification record (SPEC §3): email links, reset tokens, OAuth state. */
export interface Verification {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** A session with its user, as get-session returns it. */
export interface SessionWithUser {
  session: Session;
  user: User;
}
