import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_INPUT,
  HttpResponse,
  http,
  mockProviders,
} from '../../test/kit/provider-test-kit.js';
import { dropbox } from './dropbox.js';

const USER_URL = 'https://api.dropboxapi.com/2/users/get_current_account';

const provider = dropbox({ clientId: 'db-key', clientSecret: 'db-secret' });
const mock = mockProviders();

const ACCOUNT = {
  account_id: 'dbid:AAH4f99T0taONIb-OurWxbNQ6ywGRopQngc',
  name: { display_name: 'Franz Ferdinand (Personal)', given_name: 'Franz', surname: 'Ferdinand' },
  email: 'franz@example.com',
  email_verified: true,
  profile_photo_url: 'https://dl-web.dropbox.com/account_photo/get/dbaphid%3AAAH?vers=1',
  disabled: false,
};

describe('dropbox provider', () => {
  it('maps accessType and prompt to token_access_type, force_reapprove, force_reauthentication', async () => {
    const online = await dropbox({
      clientId: 'db-key',
      accessType: 'online',
      prompt: 'consent',
    }).createAuthorizationURL(AUTHORIZATION_INPUT);
    expect(online.searchParams.get('token_access_type')).toBe('online');
    expect(online.searchParams.get('force_reapprove')).toBe('true');
    expect(online.searchParams.has('force_reauthentication')).toBe(false);
    const login = await dropbox({ clientId: 'db-key', prompt: 'login' }).createAuthorizationURL(
      AUTHORIZATION_INPUT,
    );
    expect(login.searchParams.get('force_reauthentication')).toBe('true');
  });

  it('maps an unverified email and a missing photo', async () => {
    const { profile_photo_url: _, ...account } = ACCOUNT;
    mock.use(http.post(USER_URL, () => HttpResponse.json({ ...account, email_verified: false })));
    const info = await provider.getUserInfo({ accessToken: 't', scopes: [], raw: {} });
    expect(info?.user).toMatchObject({ emailVerified: false, image: null });
  });
});
