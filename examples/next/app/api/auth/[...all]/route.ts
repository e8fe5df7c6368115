import { toNextJsHandler } from '@portcullis/core/next-js';
import { auth } from '@/lib/auth';

// Every Portcullis route under /api/auth: sign-up, sign-in, get-session, sign-out, …
export const { GET, POST } = toNextJsHandler(auth);
