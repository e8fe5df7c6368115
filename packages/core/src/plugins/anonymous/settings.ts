import type { EndpointContext, Session, SessionWithUser, User } from '../../plugin/index.js';
import type { UserWithAnonymous } from './schema.js';

/** What `onLinkAccount` receives: both users, each with the session that was current. */
export interface AnonymousLinkData {
  /** The anonymous user the browser was signed in as, and its session. */
  anonymousUser: {
    user: UserWithAnonymous & Record<string, any>;
    session: Session & Record<string, any>;
  };
  /** The real user just signed in or up, and the session just created for them. */
  newUser: { user: User & Record<string, any>; session: Session & Record<string, any> };
}

/** The resolved options both halves of the plugin read. */
export interface AnonymousSettings {
  emailDomainName: string | undefined;
  generateName: ((ctx: EndpointContext<any, any>) => string | Promise<string>) | undefined;
  onLinkAccount: ((data: AnonymousLinkData) => void | Promise<void>) | undefined;
  disableDeleteAnonymousUser: boolean;
}

/** Narrows a session read from the store to one whose user is anonymous. */
export const isAnonymousSession = (
  found: SessionWithUser | null,
): found is SessionWithUser & { user: UserWithAnonymous } =>
  (found?.user as UserWithAnonymous | undefined)?.isAnonymous === true;
