import type { ReactNode } from 'react';
import './bidi.css';

/**
 * Phone numbers, card numbers, codes and times: read left to right and isolated from the
 * sentence around them, so an Arabic page shows '+1 212 555 0100', never '0100 555 212 1+'.
 * Kept on one line. Booking references have their own BookingReference (@travel/ui/booking).
 */
export function Ltr({ children }: { children?: ReactNode }) {
  return (
    <bdi dir="ltr" className="ltr">
      {children}
    </bdi>
  );
}
