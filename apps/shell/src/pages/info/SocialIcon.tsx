import type { ReactNode } from 'react';
import type { SocialNetwork } from './footerLinks';

/**
 * Simplified brand marks drawn on the same 24-unit, 2-unit-stroke grid as the lucide icons
 * beside them (lucide has no brand icons), in the text colour so they follow the theme.
 */
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M17 3h-2.5A4.5 4.5 0 0 0 10 7.5V10H7v4h3v7h4v-7h3l.5-4H14V7.8c0-.5.4-.8.8-.8H17z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.4" fill="currentColor" />
    </>
  ),
  twitter: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.6 7.2M10.6 12.8 4 20" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5c0-1.7 1-2.7 2.3-2.7s2.2.9 2.2 2.7V17" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
  discord: (
    <>
      <path d="M8 17.5 7 19c-1.8-.5-3.4-1.3-5-2.5 0-3.4.8-6.5 2.5-9.2C6 6.5 7.5 6 9 5.7l.6 1.3a14 14 0 0 1 4.8 0l.6-1.3c1.5.3 3 .8 4.5 1.6 1.7 2.7 2.5 5.8 2.5 9.2-1.6 1.2-3.2 2-5 2.5l-1-1.5" />
      <path d="M7.5 15.5c3 1.3 6 1.3 9 0" />
      <circle cx="9" cy="12" r="1" fill="currentColor" />
      <circle cx="15" cy="12" r="1" fill="currentColor" />
    </>
  ),
  tiktok: <path d="M14 3v12a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.7 2.3 4.6 5 5" />,
};

export function SocialIcon({ network, size = 20 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[network]}
    </svg>
  );
}
