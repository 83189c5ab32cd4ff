/** Leaves the single-page app for another site (an SSO portal, an absolute return URL). */
export function goToExternalUrl(href: string): void {
  window.location.assign(href);
}
