import type { User } from '@pensia/domain/user/user.schema';

/** Which identity the profile shows read-only: a person's name and personal number, or an organization. */
export type ProfileKind = 'person' | 'legal';

/**
 * The profile of a user: a self-employed person's own, an employer's organization, or none for an operator,
 * who has no organization and only changes the password here.
 */
export function profileKindOf(user: Pick<User, 'role'>): ProfileKind | null {
  if (user.role === 'selfEmployed') return 'person';
  if (user.role === 'employer') return 'legal';
  return null;
}
