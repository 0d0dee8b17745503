import { ProfilePage } from '../components/profile-page';

/** Profile of a physical (self-employed) person: name and personal number read-only, contacts and password. */
export function AccountChangePage() {
  return <ProfilePage defaultKind="person" />;
}
