// The one rule for text a request carries, in every field of every call: the API's schemas
// apply it through safeText() (request-fields.schema.ts), the forms through their field rules.
// PostgreSQL cannot store U+0000 and its JSON refuses unpaired surrogates, and no field of
// ours means a control character. Plain TypeScript, so the browser can bundle it.

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or invalid Unicode';

/** With the u flag a surrogate pair reads as one code point, so only an unpaired half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0 controls (NUL included), DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;
/** Multi-line text (special requests) keeps its tabs and line breaks. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export interface TextOptions {
  /** Allow tab, line feed and carriage return. */
  multiline?: boolean;
}

export function isSafeText(text: string, { multiline = false }: TextOptions = {}): boolean {
  return !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(text) && !LONE_SURROGATE.test(text);
}
