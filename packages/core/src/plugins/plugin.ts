/**
 * The plugin interface's former home, kept so the core files that still import it from here
 * (`options.ts`, `options/resolved-options.ts`, `portcullis.ts`, `index.ts`) keep compiling.
 * It is declared in `plugin/plugin.ts` and public as `@portcullis/core/plugin`; new code imports
 * it from there. Remove this file once those four import `./plugin/index.js`.
 */
export type { PortcullisPlugin } from '../plugin/plugin.js';
