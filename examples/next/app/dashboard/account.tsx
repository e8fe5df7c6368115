'use client';

import {
  ChangePasswordForm,
  CreateOrganizationForm,
  OrganizationSwitcher,
  SessionsList,
  SignOutButton,
  UpdateProfileForm,
} from '@portcullis/react';
import { useRouter } from 'next/navigation';

/** The account page from the React kit: profile, password, sessions, organizations, sign-out. */
export function Account() {
  const router = useRouter();
  return (
    <>
      <h2>Profile</h2>
      {/* Renders the server parts of the page (the greeting) again, with the new name. */}
      <UpdateProfileForm onSuccess={() => router.refresh()} />
      <h2>Password</h2>
      <ChangePasswordForm />
      <h2>Sessions</h2>
      <SessionsList />
      <h2>Organizations</h2>
      <OrganizationSwitcher />
      <CreateOrganizationForm />
      <div style={{ marginTop: '2rem' }}>
        {/* A full page load, like sign-in: nothing prefetched while signed in is replayed. */}
        <SignOutButton onSuccess={() => window.location.assign('/sign-in')} />
      </div>
    </>
  );
}
