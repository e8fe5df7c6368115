/**
 * @module portcullis-demo/server
 *
 * Entry point of `npm start`: reads the environment (see README), starts the demo server and
 * stops it cleanly on SIGINT / SIGTERM.
 */
import { readDemoConfig } from './config.js';
import { isBuilt } from './spa.js';
import { startDemo } from './start.js';

const config = readDemoConfig();
if (!isBuilt(config.distDir)) {
  console.warn(`[demo] No UI build in ${config.distDir}: run \`npm run build\` first.`);
}
const demo = await startDemo(config).catch((error: NodeJS.ErrnoException) => {
  const hint = error.code === 'EADDRINUSE' ? ' Set PORT to another port (0 picks a free one).' : '';
  console.error(`[demo] Could not start: ${error.message}.${hint}`);
  process.exit(1);
});
console.log(`[demo] Portcullis demo listening on ${demo.url}`);

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  // A second Ctrl-C means "now": skip waiting for open requests.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`[demo] ${signal} received, shutting down…`);
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
