/** Whose words the kit's texts use: a hotel stay's (the default), or any booking's (a flight's). */
export type CheckoutWording = 'stay' | 'booking';

/** The key of a text that has a neutral variant: `<key>Booking` beside the stay's `<key>`. */
export const worded = (key: string, wording: CheckoutWording = 'stay'): string => (wording === 'booking' ? `${key}Booking` : key);
