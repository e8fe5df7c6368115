/** The machine's ceiling: a bare `node:http` hello-world on the same loopback setup. */
import { readConfig, serve } from './common.js';

const config = readConfig();
const body = JSON.stringify({ hello: 'world' });
serve(config, (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
});
