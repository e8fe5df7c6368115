/**
 * Merges a client plugin's calls into the client, in place. Namespaces (plain objects such as
 * `signIn`) merge one level deep, so `{ signIn: { username } }` joins `client.signIn`.
 *
 * @throws Error when the plugin redefines a call the client already has, e.g. two plugins both
 *   adding `organization.create`: a misconfiguration, reported when the client is created.
 * @example
 * mergeMethods(client, { signIn: { username } }, 'username');
 */
export function mergeMethods(client: object, methods: object, pluginId: string): void {
  const target = client as Record<string, unknown>;
  for (const [name, value] of Object.entries(methods)) {
    const existing = target[name];
    if (existing === undefined) {
      target[name] = value;
    } else if (isNamespace(existing) && isNamespace(value)) {
      for (const key of Object.keys(value)) {
        if (key in existing) throw conflict(pluginId, `${name}.${key}`);
      }
      target[name] = { ...existing, ...value };
    } else if (typeof existing === 'function' && isNamespace(value)) {
      // A call that also holds calls (`forgetPassword` and the email-otp plugin's
      // `forgetPassword.emailOtp`, as Better Auth's client has them): this client's own
      // function gains them.
      for (const key of Object.keys(value)) {
        if (key in existing) throw conflict(pluginId, `${name}.${key}`);
      }
      Object.assign(existing, value);
    } else {
      throw conflict(pluginId, name);
    }
  }
}

function isNamespace(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function conflict(pluginId: string, name: string): Error {
  return new Error(
    `[portcullis] createAuthClient: the "${pluginId}" client plugin redefines client.${name}. ` +
      'Is a plugin listed twice in createAuthClient({ plugins })?',
  );
}
