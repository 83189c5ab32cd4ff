import { agencyFixture } from '@travel/mocks';
import { telHref } from '@travel/contracts';
import { footerAddress, footerPhone, safeWebUrl, socialLinks, usefulLinks } from '../../src/pages/info/footerLinks';

const label = (link: ReturnType<typeof usefulLinks>[number]) => ('label' in link ? link.label : link.labelKey);

describe('usefulLinks (SPEC 2.7)', () => {
  it.each([
    ['every page (wayfarer)', {}, ['footer.privacyPolicy', 'footer.termsAndConditions', 'footer.cookiesPolicy', 'footer.disclaimer', 'About Us', 'FAQ']],
    [
      'only a privacy policy, FAQ off (sunny)',
      { cookiesPolicy: '', disclaimer: '', isFaqEnable: false, aboutUsEnableTitle: 'Our Story' },
      ['footer.privacyPolicy', 'footer.termsAndConditions', 'Our Story'],
    ],
    ['About off (nordic)', { isAbousUsEnable: false }, ['footer.privacyPolicy', 'footer.termsAndConditions', 'footer.cookiesPolicy', 'footer.disclaimer', 'FAQ']],
    ['no agency texts, no pages', { privacyPolicy: '', cookiesPolicy: '<p><br></p>', disclaimer: ' ', isAbousUsEnable: false, isFaqEnable: false }, ['footer.termsAndConditions']],
  ])('%s', (_case, overrides, expected) => {
    expect(usefulLinks(agencyFixture(overrides)).map(label)).toEqual(expected);
  });

  it('links each entry to its page', () => {
    expect(usefulLinks(agencyFixture()).map((link) => link.to)).toEqual([
      '/privacy-policy',
      '/user-terms-and-conditions',
      '/cookies-policy',
      '/disclaimer',
      '/about',
      '/faqs',
    ]);
  });
});

describe('socialLinks', () => {
  it('keeps only the networks that are set, in a fixed order', () => {
    const links = socialLinks(agencyFixture({ facebook: '', tiktok: 'https://www.tiktok.com/@sunnyescapes', discord: 'https://discord.gg/abc' }));
    expect(links.map((link) => link.network)).toEqual(['instagram', 'twitter', 'linkedin', 'youtube', 'discord', 'tiktok']);
  });

  it.each([
    ['https://x.com/wayfarertravel', 'https://x.com/wayfarertravel'],
    ['http://example.com/page', 'http://example.com/page'],
    [' https://example.com ', 'https://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['www.facebook.com/wayfarer', null],
    ['', null],
  ])('safeWebUrl(%j) -> %j', (value, expected) => {
    expect(safeWebUrl(value)).toBe(expected);
  });
});

describe('footer contact rules', () => {
  it.each([
    [{}, '350 Fifth Avenue, New York, NY, 10118, United States'],
    [{ displayAddressFooter: false }, null],
    [{ state: '', zipCode: ' ' }, '350 Fifth Avenue, New York, United States'],
    [{ addressLine1: '', city: '', state: '', zipCode: '', country: '' }, null],
  ])('footerAddress(%j) -> %j', (overrides, expected) => {
    expect(footerAddress(agencyFixture(overrides))).toBe(expected);
  });

  it.each([
    [{}, '+1 212 555 0100'],
    [{ displaySupportPhoneFooter: false }, null],
    [{ contactPhoneNumber: '' }, null],
  ])('footerPhone(%j) -> %j', (overrides, expected) => {
    expect(footerPhone(agencyFixture(overrides))).toBe(expected);
  });

  it.each([
    ['+1 212 555 0100', 'tel:+12125550100'],
    ['+47 21 55 01 00', 'tel:+4721550100'],
    ['(305) 555-0142', 'tel:3055550142'],
  ])('telHref(%j) -> %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
