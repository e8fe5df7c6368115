import { fileURLToPath } from 'node:url';

/** The demo folder, whatever directory vitest was started from. */
export const DEMO_DIR = fileURLToPath(new URL('../..', import.meta.url));
