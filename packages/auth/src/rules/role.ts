import type { UserProfile, UserTypeName } from '@travel/contracts';

/**
 * A role as people name it: the user type, with a restricted travel agent told apart from
 * an agent (it sees neither the wholesale rate nor the markup). Translated as `roles.<Role>`
 * in the common namespace.
 */
export type Role = UserTypeName | 'RestrictedAgent';

export function roleOf(user: Pick<UserProfile, 'userType' | 'isRestrictedAgent'>): Role {
  return user.userType === 'Agent' && user.isRestrictedAgent ? 'RestrictedAgent' : user.userType;
}
