import type { InferSession, InferUser, ServerPluginTypes } from '../../plugin/client.js';

/** The plugins of an options type, as one union. */
type PluginsOf<O> = O extends { plugins?: readonly (infer P)[] } ? P : never;

/** The app's `user.additionalFields` of an options type. */
type AdditionalFieldsOf<O> = O extends { user?: { additionalFields?: infer F } }
  ? NonNullable<F> extends object
    ? NonNullable<F>
    : {}
  : {};

/** Each server plugin as the client-side type helpers read one (`$InferServerPlugin`). */
type AsClientPlugins<O> =
  | (PluginsOf<O> extends infer P
      ? P extends ServerPluginTypes
        ? { id: string; $InferServerPlugin?: P }
        : never
      : never)
  | {
      id: 'additional-fields';
      $InferServerPlugin?: { schema: { user: { fields: AdditionalFieldsOf<O> } } };
    };

/**
 * What the function of `customSession(fn, options)` receives: the session and user as
 * `/get-session` shows them, typed with the fields of the plugins and `user.additionalFields` of
 * `options` (pass the options the instance is created with, as Better Auth's second argument;
 * without them, the core fields).
 */
export interface CustomSessionInput<O = {}> {
  user: InferUser<AsClientPlugins<O>[]>;
  session: InferSession<AsClientPlugins<O>[]>;
}
