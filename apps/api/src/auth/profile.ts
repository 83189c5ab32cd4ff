import { LANGUAGE_CODES, type LanguageCode, type UserProfile } from '@travel/contracts';
import type { Account } from './accounts';

function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The SPEC 3 user profile of an account, for a session whose token expires at `expiresAt`. */
export function toUserProfile(user: Omit<Account, 'passwordHash'>, expiresAt: Date): UserProfile {
  return {
    id: user.id,
    userType: user.userType,
    personal_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      profile_image: user.profileImage,
      phone: user.phoneCountry && user.phoneNumber ? { country: user.phoneCountry, number: user.phoneNumber } : null,
      credits: { amount: user.credits, currency: user.creditsCurrency },
    },
    isRewardWalletEnable: user.isRewardWalletEnable,
    isTravelAgent: user.isTravelAgent,
    isRestrictedAgent: user.isRestrictedAgent,
    auth: { isLoggedIn: true, expiresAt: expiresAt.toISOString() },
    // The column is free text: a value outside the list reads as the default language.
    language: isLanguageCode(user.language) ? user.language : 'en',
    currency: user.currency,
  };
}
