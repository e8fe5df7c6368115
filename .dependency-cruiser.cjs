// The import rules of packages/core/src and packages/react/src, checked by `npm test`
// (scripts/test.sh):
//   npx depcruise --config .dependency-cruiser.cjs packages/core/src packages/react/src
// ARCHITECTURE.md describes the layers. A plugin is built on the public plugin entries only, as
// a third-party plugin would be, and core does not reach into a plugin (docs/plugins.md, "The
// plugin entry"). Inside core, imports point down: foundation < infrastructure < kernel <
// domain < endpoints < the instance and its entries.

const SRC = '^packages/core/src/';
// The React kit's sources (its own rules at the end).
const KIT = '^packages/react/src/';
const PLUGIN_ENTRIES = `${SRC}plugin/(index|client)\\.ts$`;
// Tests may use what plugin code may not: the test helpers (test/helpers.ts, client/test-server.ts,
// api/server-api.ts's types), the public instance (portcullis.ts, index.ts, client/index.ts),
// cookie-jar.ts's serializer and another plugin (jwt.test.ts with bearer()).
const TEST_FILES = '(\\.test|\\.test-d)\\.tsx?$';

// The layers, bottom up (ARCHITECTURE.md).
const FOUNDATION = `${SRC}(utils|errors|crypto|cookies|http)/`;
const INFRASTRUCTURE = `${SRC}(db|storage|rate-limit|oauth|providers)/`;
const KERNEL = `${SRC}kernel/`;
// The files of domain folders that the kernel's types name: they stay as low as the
// infrastructure (rule kernel-leaves-stay-below-the-kernel).
const KERNEL_LEAVES = `${SRC}(security/(cors|trusted-origins)|user/(additional-fields|response-row))\\.ts$`;
// The kernel's types are mutually recursive: AuthContext holds the resolved options, which hold
// the plugins, whose endpoints receive an EndpointContext, which holds the AuthContext. These
// files import each other (types only, erased at build); no other cycle is allowed.
const KERNEL_TYPE_CYCLE = `${KERNEL}(auth-context|request-scope|endpoint|endpoint-hooks|plugin|options|resolved-options)\\.ts$`;
const DOMAIN = `${SRC}(session|account|password|verification|social|security|user|openapi)/`;
// Layer 6, the instance and its entries, and the browser client beside the layers.
const INSTANCE = `${SRC}((plugin|client|integrations|cli)/|(portcullis|index)\\.ts$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shipped-code-does-not-import-the-test-kit',
      severity: 'error',
      comment:
        'Test helpers live in packages/<package>/test/kit/, which is not published; only tests ' +
        '(and the kit itself) may import them.',
      from: { path: SRC, pathNot: TEST_FILES },
      to: { path: 'packages/[^/]+/test/' },
    },
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
    {
      name: 'access-control-imports-nothing',
      severity: 'error',
      comment:
        'utils/access-control.ts (createAccessControl) is the one access-control builder: both ' +
        'plugin entries, the organization and admin plugins and the browser client use it, so it ' +
        'stays pure and browser-safe by importing nothing of core.',
      from: { path: `${SRC}utils/access-control\\.ts$` },
      to: { path: SRC },
    },
    {
      name: 'foundation-imports-only-foundation',
      severity: 'error',
      comment:
        'utils/, errors/, crypto/, cookies/ and http/ are the bottom layer: they import packages ' +
        'and each other, nothing else of core.',
      from: { path: FOUNDATION, pathNot: TEST_FILES },
      to: { path: SRC, pathNot: FOUNDATION },
    },
    {
      name: 'infrastructure-stays-below-the-kernel',
      severity: 'error',
      comment:
        'db/, storage/, rate-limit/, oauth/ and providers/ know nothing of requests, endpoints or ' +
        'options: they import the foundation and each other only.',
      from: { path: INFRASTRUCTURE, pathNot: TEST_FILES },
      to: { path: SRC, pathNot: [FOUNDATION, INFRASTRUCTURE] },
    },
    {
      name: 'kernel-imports-nothing-above-it',
      severity: 'error',
      comment:
        'kernel/ (AuthContext, RequestScope, the endpoint, hook, plugin, event and option types, ' +
        'resolveOptions) imports the foundation, the infrastructure and the few leaf files its ' +
        'types name; everything above may import it.',
      from: { path: KERNEL, pathNot: TEST_FILES },
      to: { path: SRC, pathNot: [KERNEL, FOUNDATION, INFRASTRUCTURE, KERNEL_LEAVES] },
    },
    {
      name: 'kernel-leaves-stay-below-the-kernel',
      severity: 'error',
      comment:
        'security/cors.ts, security/trusted-origins.ts, user/additional-fields.ts and ' +
        'user/response-row.ts are named by kernel types, so they import no more than the kernel may.',
      from: { path: KERNEL_LEAVES },
      to: { path: SRC, pathNot: [FOUNDATION, INFRASTRUCTURE, KERNEL_LEAVES] },
    },
    {
      name: 'session-stays-below-the-routes',
      severity: 'error',
      comment:
        'session/ works on a RequestScope (kernel/request-scope.ts), not on the endpoint layer: ' +
        'it imports the layers below, user/ and itself; routes, hooks and plugins call it.',
      from: { path: `${SRC}session/`, pathNot: TEST_FILES },
      to: {
        path: SRC,
        pathNot: [FOUNDATION, INFRASTRUCTURE, KERNEL, `${SRC}(session|user)/`],
      },
    },
    {
      name: 'domain-stays-below-the-endpoints',
      severity: 'error',
      comment:
        'Flow logic (session, account, password, verification, social, security, user) and the ' +
        'OpenAPI document are called by routes; they never import api/ (the router, the runner, ' +
        'the routes) or anything above it.',
      from: { path: DOMAIN, pathNot: TEST_FILES },
      to: { path: [`${SRC}api/`, INSTANCE] },
    },
    {
      name: 'endpoints-stay-below-the-instance',
      severity: 'error',
      comment:
        'api/ serves the instance that portcullis.ts builds; it imports neither the instance, the ' +
        'public entries, the adapters, the CLI nor the browser client.',
      from: { path: `${SRC}api/`, pathNot: TEST_FILES },
      to: { path: INSTANCE },
    },
    {
      name: 'only-the-instance-builds-the-router',
      severity: 'error',
      comment:
        'api/router.ts is built once, by createPortcullis (portcullis.ts); auth.api and the ' +
        'adapters answer through api/respond.ts and http/ instead.',
      from: { path: SRC, pathNot: [`${SRC}portcullis\\.ts$`, `${SRC}api/router\\.ts$`] },
      to: { path: `${SRC}api/router\\.ts$` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles in core, except among the mutually recursive kernel types ' +
        '(KERNEL_TYPE_CYCLE above, type-only imports).',
      from: { path: SRC, pathNot: KERNEL_TYPE_CYCLE },
      to: { circular: true },
    },
    {
      name: 'kit-components-import-defining-modules',
      severity: 'error',
      comment:
        'Inside @portcullis/react, a file imports a hook or helper from the module that defines it, ' +
        "never from the package's own index.ts. Only the separate entries (admin/, two-factor/ and " +
        "the appearance bridge they share) take the main entry by its name, '@portcullis/react': " +
        "kept external in their build, it gives them the main entry's React contexts at run time.",
      from: {
        path: KIT,
        pathNot: [
          `${KIT}(admin|two-factor)/`,
          `${KIT}appearance-bridge\\.tsx$`,
          `${KIT}index\\.ts$`,
          TEST_FILES,
        ],
      },
      to: { path: `${KIT}index\\.ts$` },
    },
    {
      name: 'kit-no-circular',
      severity: 'error',
      comment:
        'No import cycles in @portcullis/react at run time. Type-only imports may close one: the ' +
        "dictionary's types name every component's labels, and the components read the dictionary.",
      from: { path: KIT, pathNot: TEST_FILES },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `import type` crosses the boundary too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
