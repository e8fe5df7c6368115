// What `npx portcullis migrate` and `npx portcullis generate` load in this folder: the instance
// the app uses, with the same database (`PORTCULLIS_DB`, default `.data/auth.db`).
export { auth } from './lib/auth';
