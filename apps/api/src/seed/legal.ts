/**
 * Legal page texts for the demo agencies (HTML, as an agency would paste it into its
 * website settings). One template, filled per agency, so the pages read the same way.
 */
interface LegalParty {
  agencyName: string;
  /** Where privacy requests go. */
  contact: string;
  /** Postal address, one line. */
  address: string;
}

export function privacyPolicy({ agencyName, contact, address }: LegalParty): string {
  return `<h2>Privacy Policy</h2>
<p><em>Last updated: 1 November 2026</em></p>
<p>${agencyName} ("we", "us") respects your privacy. This policy explains which personal data we collect when you search and book travel with us, why we collect it and the choices you have.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Booking details</strong>: the names, dates of birth and contact details of every traveller, needed by hotels, airlines, car rental companies and cruise lines to honour your reservation.</li>
<li><strong>Account details</strong>: your email address, password (stored only as a salted hash), language and currency preferences.</li>
<li><strong>Payment details</strong>: card payments are processed by our payment provider; we never store full card numbers.</li>
<li><strong>Usage data</strong>: searches, pages visited and device information, used to keep the site secure and to improve it.</li>
</ul>
<h3>How we use it</h3>
<p>We use your data to make and manage bookings, to send confirmations and service messages, to prevent fraud and to meet our legal obligations. With your consent we also send offers, which you can stop at any time.</p>
<h3>Who we share it with</h3>
<p>We share booking data only with the suppliers who deliver your trip and with service providers acting on our instructions. We do not sell personal data.</p>
<h3>How long we keep it</h3>
<p>Booking records are kept for seven years for accounting and tax purposes; account data until you close your account.</p>
<h3>Your rights</h3>
<p>You may ask for a copy of your data, its correction or deletion, or object to its use. Write to ${contact} or to ${agencyName}, ${address}.</p>`;
}

export function cookiesPolicy({ agencyName, contact }: LegalParty): string {
  return `<h2>Cookies Policy</h2>
<p><em>Last updated: 1 November 2026</em></p>
<p>${agencyName} uses a small number of cookies to run this site. A cookie is a small text file stored by your browser.</p>
<h3>Strictly necessary cookies</h3>
<ul>
<li><code>x-access-token</code>: keeps you signed in; it expires shortly after you leave.</li>
<li><code>x-session-id</code>: links your searches to your booking session.</li>
<li><code>pll_language</code>: remembers the language you chose, for up to a year.</li>
</ul>
<h3>Analytics cookies</h3>
<p>Analytics cookies are only set if we enable analytics and you agree to them. You can withdraw your consent at any time by clearing your cookies.</p>
<h3>Managing cookies</h3>
<p>Your browser lets you block or delete cookies; if you block the necessary ones you will not be able to sign in or book. Questions: ${contact}.</p>`;
}

export function disclaimer({ agencyName }: LegalParty): string {
  return `<h2>Disclaimer</h2>
<p>${agencyName} acts as an agent for the hotels, airlines, car rental companies, activity operators and cruise lines whose services are offered on this site. Your contract for each travel service is with that supplier, under its terms and conditions.</p>
<p>Prices, availability and descriptions come from our suppliers and may change until a booking is confirmed. Photographs and illustrations are for guidance only. Struck-through prices are the supplier's published rates at the time of the search.</p>
<p>It is your responsibility to hold a valid passport, visas and any health documents your trip requires. We recommend travel insurance for every trip.</p>`;
}
