// What `npx portcullis migrate` and `npx portcullis generate` load in this folder: the same
// instance the server uses.
import { createAuth } from './auth.js';

export const auth = createAuth();
