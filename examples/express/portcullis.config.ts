// What `npx portcullis migrate` and `npx portcullis generate` load in this folder: the instance
// `npm start` uses, with the same database (`PORTCULLIS_DB`, default `./auth.db`).
import { createAuth } from './server.js';

export const auth = createAuth();
