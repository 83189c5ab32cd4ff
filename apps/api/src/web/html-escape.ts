// Escaping for what the server writes into its HTML pages (shell-html.ts).

/** Text and attribute values: the five characters HTML treats specially. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes so no `</script>` or
 * `<!--` can end or alter the element, and U+2028/U+2029 for pre-ES2019 parsers.
 */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** JSON text (already serialised) made safe inside a <script> element, as jsonForScript. */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
