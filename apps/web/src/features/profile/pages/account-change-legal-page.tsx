import { ProfilePage } from '../components/profile-page';

/** Profile of an employer: organization name, code and type read-only, contacts and password. */
export function AccountChangeLegalPage() {
  return <ProfilePage defaultKind="legal" />;
}
