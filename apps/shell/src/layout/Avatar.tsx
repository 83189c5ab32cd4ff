import type { UserProfile } from '@travel/contracts';

/** SPEC 2.6, 2.8: the profile image, or the first initial on the agency colour. */
export function Avatar({ user, size = 36 }: { user: UserProfile; size?: number }) {
  const { first_name: firstName, profile_image: image } = user.personal_info;
  if (image) return <img className="avatar" src={image} alt="" width={size} height={size} />;
  // The initial is drawn by CSS, not text: beside the name it is decoration, and as text it
  // would become part of the menu button's visible label ('TTara'), unlike its accessible name.
  return <span className="avatar avatar-initial" style={{ width: size, height: size }} data-initial={firstName.charAt(0).toUpperCase() || '?'} aria-hidden="true" />;
}
