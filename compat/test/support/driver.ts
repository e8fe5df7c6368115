/**
 * Runs a scenario against one server: sends its requests through the handler as a browser
 * would (an `Origin` header, each user's cookies), records a {@link Snapshot} per labelled step,
 * and hands the parsed body back so later steps can use the ids and tokens it holds.
 */
import type { SentEmail, Side } from './sides.js';
import { BASE_URL } from './sides.js';
import { type Snapshot, snapshotOf } from './snapshot.js';

/** One request of a scenario. */
export interface StepRequest {
  method?: 'GET' | 'POST';
  /** Under the base path, e.g. `/sign-up/email`; may carry a query. */
  path: string;
  body?: unknown;
  /** Whose cookies go with it (a name the scenario picks); none when omitted. */
  as?: string;
  headers?: Record<string, string>;
  /**
   * The answer is a list whose order the contract leaves open (Better Auth's follows the
   * database's index on a random token): compared as a set, sorted once normalised.
   */
  unordered?: boolean;
}

export class Driver {
  readonly steps = new Map<string, Snapshot>();
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(readonly side: Side) {}

  /** The emails the server sent so far. */
  get emails() {
    return this.side.emails;
  }

  /**
   * The newest email of `kind` to `to`, waiting up to 2 s for it: servers may send in the
   * background (Portcullis does, so a response time never tells whether an account exists).
   */
  async email(kind: SentEmail['kind'], to: string): Promise<SentEmail | undefined> {
    for (let waited = 0; waited <= 2_000; waited += 20) {
      const mail = this.side.emails.findLast((m) => m.kind === kind && m.to === to);
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  }

  /** Sends one request, records its snapshot under `label`, and returns the parsed body. */
  async step(label: string, request: StepRequest): Promise<any> {
    if (this.steps.has(label)) throw new Error(`step "${label}" is recorded twice`);
    const response = await this.send(request);
    const { snapshot, json } = await snapshotOf(response, this.side.cookiePrefix, BASE_URL);
    if (request.unordered && Array.isArray(snapshot.body)) {
      snapshot.body = snapshot.body
        .map((item) => [JSON.stringify(item), item] as const)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, item]) => item);
    }
    this.steps.set(label, snapshot);
    return json;
  }

  /** Sends a request without recording it (set-up that is not compared). */
  async send(request: StepRequest): Promise<Response> {
    const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
    const headers = new Headers({ origin: BASE_URL, ...request.headers });
    if (request.body !== undefined) headers.set('content-type', 'application/json');
    const jar = request.as ? this.jar(request.as) : undefined;
    if (jar && jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const url = request.path.startsWith('http')
      ? request.path
      : `${BASE_URL}/api/auth${request.path}`;
    const response = await this.side.handler(
      new Request(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
      }),
    );
    if (jar) this.keepCookies(jar, response);
    return response;
  }

  private jar(user: string) {
    let jar = this.jars.get(user);
    if (!jar) {
      jar = new Map();
      this.jars.set(user, jar);
    }
    return jar;
  }

  private keepCookies(jar: Map<string, string>, response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (value === '' || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }
}
