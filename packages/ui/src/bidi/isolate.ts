// Unicode's directional isolates (UAX #9): a run of text that is neither reordered by the
// sentence around it nor reorders it. For strings only (a translation's value, an attribute);
// in markup, <Ltr> does the same.
const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

/** Text that reads left to right in any sentence: '+1 212 555 0100' stays so in Arabic. */
export const ltrText = (text: string): string => `${LRI}${text}${PDI}`;

/** Text that reads right to left in any sentence or cell, even a left-to-right one. */
export const rtlText = (text: string): string => `${RLI}${text}${PDI}`;
