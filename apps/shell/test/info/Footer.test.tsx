import { act, screen, within } from '@testing-library/react';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import type { Agency } from '@travel/contracts';
import { Footer } from '../../src/layout/Footer';
import { nordic, sunny } from './fixtures';

beforeEach(() => initTestI18n('en'));

function renderFooter(agency: Agency = agencyFixture()) {
  renderInHost(<Footer />, { agency });
  return screen.getByRole('contentinfo');
}

const usefulLinks = () =>
  within(screen.getByRole('navigation', { name: 'Useful Links' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer (SPEC 2.7)', () => {
  it('shows every useful link, the contact details, the address, card icons and social links (wayfarer)', async () => {
    const footer = renderFooter();
    expect(usefulLinks()).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/user-terms-and-conditions'],
      ['Cookies Policy', '/cookies-policy'],
      ['Disclaimer', '/disclaimer'],
      ['About Us', '/about'],
      ['FAQ', '/faqs'],
    ]);

    const contact = screen.getByRole('region', { name: 'Contact Us' });
    const phone = within(contact).getByRole('link', { name: '+1 212 555 0100' });
    expect(phone).toHaveAttribute('href', 'tel:+12125550100');
    expect(within(phone).getByText('+1 212 555 0100')).toHaveAttribute('dir', 'ltr');
    expect(within(contact).getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');

    expect(within(footer).getByText('350 Fifth Avenue, New York, NY, 10118, United States')).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'Wayfarer Travel' })).toHaveAttribute('src', '/brand/wayfarer/logo.svg');

    // The card logos load after the rest of the footer.
    const cards = within(await screen.findByRole('list', { name: 'We Accept' })).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);

    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'LinkedIn (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    social.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    expect(social[0]).toHaveAttribute('href', 'https://www.facebook.com/wayfarertravel');

    expect(within(footer).getByText(`© ${new Date().getFullYear()} Wayfarer Travel. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows only what sunny has: a privacy policy, its About title, its social profiles, and no contact or address', async () => {
    const footer = renderFooter(sunny);
    expect(usefulLinks()).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/user-terms-and-conditions'],
      ['Our Story', '/about'],
    ]);
    // displaySupportPhoneFooter off and no email: no Contact Us at all, though a phone number is stored.
    expect(screen.queryByRole('region', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(within(footer).queryByText(/\+1 305 555 0142/)).not.toBeInTheDocument();
    expect(within(footer).queryByText(/New York/)).not.toBeInTheDocument();
    const social = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/wayfarertravel',
      'https://www.instagram.com/wayfarertravel',
      'https://www.tiktok.com/@sunnyescapes',
    ]);
    expect(await screen.findByRole('list', { name: 'We Accept' })).toBeInTheDocument();
  });

  it('hides the card icons for the agency that turns them off (nordic), and the About link when About is off', async () => {
    renderFooter(nordic);
    // Let a lazily loaded icon list appear if it were (wrongly) rendered.
    await act(() => import('../../src/pages/info/PaymentCardIcons'));
    expect(screen.queryByRole('heading', { name: 'We Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Visa' })).not.toBeInTheDocument();
    expect(usefulLinks().map(([text]) => text)).not.toContain('Om oss');
    expect(usefulLinks().map(([text]) => text)).toContain('FAQ');
    expect(screen.getByRole('link', { name: '+47 21 55 01 00' })).toHaveAttribute('href', 'tel:+4721550100');
  });

  it('shows the email without the phone when the phone is not for the footer', () => {
    renderFooter(agencyFixture({ displaySupportPhoneFooter: false }));
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getAllByRole('link').map((link) => link.textContent)).toEqual(['help@wayfarer.test']);
  });

  it('shows the phone without an email when the agency has no email', () => {
    renderFooter(agencyFixture({ contactEmailId: '' }));
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getAllByRole('link').map((link) => link.textContent)).toEqual(['+1 212 555 0100']);
  });

  it('hides the address when displayAddressFooter is off', () => {
    const footer = renderFooter(agencyFixture({ displayAddressFooter: false }));
    expect(within(footer).queryByText(/350 Fifth Avenue/)).not.toBeInTheDocument();
  });

  it('links no social profile that is unset or not a web address, and drops the list when none is left', () => {
    renderFooter(agencyFixture({ facebook: 'javascript:alert(1)', instagram: '', twitter: '', linkedin: '', youtube: '' }));
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('is translated, with the phone kept left to right in Arabic', async () => {
    await initTestI18n('ar');
    renderFooter();
    expect(screen.getByRole('navigation', { name: 'روابط مفيدة' })).toBeInTheDocument();
    // Isolated, so the Arabic around it does not reorder its groups ('0100 555 212 1+').
    const phone = within(screen.getByRole('link', { name: '+1 212 555 0100' })).getByText('+1 212 555 0100');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
