// The import boundary between core and its plugins, checked by `npm test` (scripts/test.sh):
//   npx depcruise --config .dependency-cruiser.cjs packages/core/src
// A plugin is built on the public plugin entries only, as a third-party plugin would be, and core
// does not reach into a plugin. See docs/plugins.md ("The plugin entry").

const SRC = '^packages/core/src/';
const PLUGIN_ENTRIES = `${SRC}plugin/(index|client)\\.ts$`;
// Tests may use what plugin code may not: the test helpers (test/helpers.ts, client/test-server.ts,
// api/server-api.ts's types), the public instance (portcullis.ts, index.ts, client/index.ts),
// cookie-jar.ts's serializer and another plugin (jwt.test.ts with bearer()).
const TEST_FILES = '(\\.test|\\.test-d)\\.tsx?$|(^|/|-)test-kit\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'plugin-imports-only-the-plugin-entry',
      severity: 'error',
      comment:
        'A plugin imports only @portcullis/core/plugin (plugin/index.ts), ' +
        '@portcullis/core/plugin/client (plugin/client.ts), its own folder and packages. ' +
        'Anything else it needs belongs in the plugin entry.',
      from: {
        // A plugin's folder.
        path: `${SRC}plugins/([^/]+)/`,
        pathNot: TEST_FILES,
      },
      to: {
        // Only core's own files are constrained; packages and node: modules resolve elsewhere.
        path: SRC,
        pathNot: [`${SRC}plugins/$1(/|$)`, PLUGIN_ENTRIES],
      },
    },
    {
      name: 'core-does-not-import-plugins',
      severity: 'error',
      comment:
        'Core does not depend on a plugin; plugins depend on core through the plugin entry. ' +
        'The exceptions below are the public surface that ships the built-in plugins.',
      from: {
        path: SRC,
        pathNot: [
          `${SRC}plugins/`,
          // Tests of the client run the client plugins against the real server plugins.
          TEST_FILES,
          // The public server entry `@portcullis/core` exports the built-in plugins.
          `${SRC}index\\.ts$`,
          // The public browser entry `@portcullis/core/client` exports the client plugins.
          `${SRC}client/index\\.ts$`,
          // `@portcullis/core/next-js` exports `nextCookies()`, the plugin of that integration.
          `${SRC}integrations/next-js\\.ts$`,
          // Re-exports the organization plugin's browser-safe role × permission check
          // (access.ts, default-roles.ts, role-permissions.ts) for `@portcullis/core/client`.
          `${SRC}client/organization-access\\.ts$`,
          // Held to the narrower rule below (the plugins' error codes, type only).
          `${SRC}client/types\\.ts$`,
        ],
      },
      to: { path: `${SRC}plugins/` },
    },
    {
      name: 'client-error-codes-of-the-built-in-plugins',
      severity: 'error',
      comment:
        "client/types.ts lists the built-in plugins' error codes in `ClientErrorCode` (type " +
        'only); it may read their error-codes.ts files and nothing else of a plugin.',
      from: { path: `${SRC}client/types\\.ts$` },
      to: {
        path: `${SRC}plugins/`,
        pathNot: `${SRC}plugins/(organization|username)/error-codes\\.ts$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` crosses the boundary too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
