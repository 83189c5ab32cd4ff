/** Phones (CSS pixels): a list's rows become cards there, as no table fits without scrolling sideways. The CSS uses the same width. */
export const PHONE_QUERY = '(max-width: 600px)';
