// Callbacks in organization() options get their parameter types (no implicit any under strict).
import { createPortcullis, organization } from '../../index.js';

const plugin = organization({
  sendInvitationEmail: async ({ email, url }) => {
    email.toLowerCase();
    url.toLowerCase();
  },
  invitationURL: (id) => `/accept/${id.toLowerCase()}`,
});
createPortcullis({ baseURL: 'http://localhost:3000', database: ':memory:', plugins: [plugin] });
createPortcullis({
  baseURL: 'http://localhost:3000',
  database: ':memory:',
  plugins: [organization({ sendInvitationEmail: async ({ email }) => void email.toLowerCase() })],
});
