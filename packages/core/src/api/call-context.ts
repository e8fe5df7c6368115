import { type CookieAttributes, parseCookies, serializeCookie } from '../cookies/cookie-jar.js';
import { signCookieValue, verifyCookieValue } from '../cookies/signed-cookie.js';
import type { SessionWithUser } from '../db/entities.js';
import type { IncomingRequest } from '../http/incoming-request.js';
import type { AuthContext } from '../kernel/auth-context.js';
import type { EndpointContext, RawResult, RedirectResult } from '../kernel/endpoint.js';

/** What one call starts from: its input, validated, and the endpoint's path. */
/** The raw input of one call, before validation. */
export interface EndpointInput {
  body: unknown;
  query: unknown;
  params: Record<string, string>;
  headers: Headers;
  /** The HTTP request of a call through the handler; undefined for server calls. */
  http?: IncomingRequest;
  isServerCall: boolean;
  /** True for a server call made without `headers` (see `EndpointConfig.requireHeaders`). */
  headersMissing?: boolean;
}

export type CallInput = EndpointInput & { path: string };

/**
 * The {@link EndpointContext} of one call.
 *
 * A class, not an object literal: V8 builds a literal with getters (`request` and
 * `responseHeaders` are lazy) in its slow dictionary form, and everything such a context
 * referenced outlived the young-generation collections; about 3.5 KB per request was promoted to
 * the old generation and held there until a full collection (measured with
 * `--trace-gc-nvp`). Helpers are own arrow functions, so `const { setCookie } = ctx` still works.
 */
export class CallContext implements EndpointContext<any, any> {
  // Declared only: every own property is assigned in the constructor. A class field (with
  // useDefineForClassFields, as ES2022 has it) is defined with [[DefineOwnProperty]], which V8
  // runs through its slow runtime path once per field and per call, about 3 µs a request.
  declare body: unknown;
  declare query: unknown;
  declare readonly path: string;
  declare readonly params: Record<string, string>;
  declare readonly headers: Headers;
  declare readonly isServerCall: boolean;
  declare readonly context: AuthContext;
  declare newSession: SessionWithUser | null;
  declare readonly getCookie: (name: string) => string | undefined;
  declare readonly getSignedCookie: (name: string) => string | null;
  declare readonly setCookie: (name: string, value: string, attributes?: CookieAttributes) => void;
  declare readonly setSignedCookie: (
    name: string,
    value: string,
    attributes?: CookieAttributes,
  ) => void;
  declare readonly setHeader: (name: string, value: string) => void;
  declare readonly redirect: (location: string) => RedirectResult;
  declare readonly html: (body: string, status?: number) => RawResult;
  readonly #http: IncomingRequest | undefined;
  #cookies: Record<string, string | undefined> | undefined;
  // Created on first use: a get-session that sets no cookie never builds a Headers object.
  #responseHeaders: Headers | undefined;

  constructor(input: CallInput, context: AuthContext) {
    this.body = input.body;
    this.query = input.query;
    this.path = input.path;
    this.params = input.params;
    this.headers = input.headers;
    this.isServerCall = input.isServerCall;
    this.context = context;
    this.newSession = null;
    this.#http = input.http;
    this.getCookie = (name) => {
      this.#cookies ??= parseCookies(this.headers.get('cookie'));
      return this.#cookies[name];
    };
    this.getSignedCookie = (name) => verifyCookieValue(this.getCookie(name), this.context.secret);
    this.setCookie = (name, value, attributes) => {
      const defaults = this.context.cookies.attributes;
      this.responseHeaders.append(
        'set-cookie',
        serializeCookie(name, value, { ...defaults, ...attributes }),
      );
    };
    this.setSignedCookie = (name, value, attributes) => {
      this.setCookie(name, signCookieValue(value, this.context.secret), attributes);
    };
    this.setHeader = (name, value) => {
      this.responseHeaders.set(name, value);
    };
    this.redirect = (location) => ({ __redirect: true, location, status: 302 });
    this.html = (body, status = 200) => ({
      __raw: true,
      body,
      status,
      contentType: 'text/html; charset=utf-8',
    });
  }

  /** The request, built on first access by adapters that start without one (IncomingRequest). */
  get request(): Request | undefined {
    return this.#http?.request;
  }

  get responseHeaders(): Headers {
    this.#responseHeaders ??= new Headers();
    return this.#responseHeaders;
  }

  /** The headers a call set, or undefined when it set none (see EndpointOutcome). */
  static headersSetBy(call: CallContext): Headers | undefined {
    return call.#responseHeaders;
  }
}
