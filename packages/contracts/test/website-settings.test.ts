import { parseKeywords, websiteProblems, type WebsiteDraft } from '../src';

const valid: WebsiteDraft = {
  primaryColor: '#2c7be5',
  title: 'Wayfarer Travel',
  description: 'Trips made personal.',
  keywords: 'travel, hotels',
  contactPhoneNumber: '+1 212 555 0100',
  contactEmailId: 'help@wayfarer.test',
  academyUrl: 'https://academy.example.com/wayfarer',
  applicationsUrl: '',
  payProductLabel: 'Wayfarer Pay',
  payProductUrl: 'https://pay.example.com',
};

test.each<[string, Partial<WebsiteDraft>, ReturnType<typeof websiteProblems>]>([
  ['a valid form', {}, {}],
  ['empty texts and contacts are allowed', { title: '', description: '', keywords: '', contactPhoneNumber: ' ', contactEmailId: '' }, {}],
  ['a colour must be six hex digits', { primaryColor: '#fff' }, { primaryColor: 'invalid' }],
  ['a colour name is not a colour here', { primaryColor: 'teal' }, { primaryColor: 'invalid' }],
  ['a title over 100 characters', { title: 'x'.repeat(101) }, { title: 'tooLong' }],
  ['a description over 320 characters', { description: 'x'.repeat(321) }, { description: 'tooLong' }],
  ['more than 20 keywords', { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(',') }, { keywords: 'tooMany' }],
  ['a keyword over 40 characters', { keywords: `ok, ${'x'.repeat(41)}` }, { keywords: 'tooLong' }],
  ['a phone with too few digits', { contactPhoneNumber: '555' }, { contactPhoneNumber: 'invalid' }],
  ['an email without a domain', { contactEmailId: 'help@' }, { contactEmailId: 'invalid' }],
  ['the sidebar links may all be left empty', { academyUrl: '', applicationsUrl: ' ', payProductLabel: '', payProductUrl: '' }, {}],
  ['a link out must be https (the Academy link carries the access token)', { academyUrl: 'http://academy.example.com' }, { academyUrl: 'invalid' }],
  ['a link out must be an address', { applicationsUrl: 'https://', payProductUrl: 'javascript:alert(1)' }, { applicationsUrl: 'invalid', payProductUrl: 'invalid' }],
  ['a link out over 500 characters', { academyUrl: `https://academy.example.com/${'x'.repeat(480)}` }, { academyUrl: 'tooLong' }],
  ['a pay product with an address needs a name', { payProductLabel: ' ' }, { payProductLabel: 'required' }],
  ['a pay product name over 40 characters', { payProductLabel: 'x'.repeat(41) }, { payProductLabel: 'tooLong' }],
  ['every problem at once', { primaryColor: '', contactEmailId: 'x' }, { primaryColor: 'invalid', contactEmailId: 'invalid' }],
])('%s', (_case, change, expected) => {
  expect(websiteProblems({ ...valid, ...change })).toEqual(expected);
});

test.each([
  ['beach, city breaks,  ,spa', ['beach', 'city breaks', 'spa']],
  ['', []],
  [' , ,', []],
  ['one', ['one']],
])('parseKeywords(%j) -> %j', (text, keywords) => {
  expect(parseKeywords(text)).toEqual(keywords);
});
