import { faqState, hasHtmlContent } from '../../src/pages/info/content';

const question = (text: string) => ({ question: text, answer: 'An answer.' });

describe('faqState (SPEC 2.5, 5)', () => {
  it.each([
    ['the agency disables the page', false, true, [question('How do I book?')], 'disabled'],
    ['the call says disabled', true, false, [question('How do I book?')], 'disabled'],
    ['both disabled', false, false, [], 'disabled'],
    ['every question is longer than 3 characters', true, true, [question('How do I book?'), question('Why?!')], 'ready'],
    ['a 4-character question is long enough', true, true, [question('Fees')], 'ready'],
    ["one question is 3 characters ('Hi?')", true, true, [question('Hi?'), question('How do I sign in?')], 'noFaqs'],
    ['a question is empty', true, true, [question('')], 'noFaqs'],
    ['padding does not make a question long enough', true, true, [question('  Hi?  ')], 'noFaqs'],
    ['there are no questions', true, true, [], 'noFaqs'],
  ])('%s', (_case, isFaqEnable, isEnabled, questions, expected) => {
    expect(faqState({ isFaqEnable }, { isEnabled, questions })).toBe(expected);
  });
});

describe('hasHtmlContent', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['<p></p>', false],
    ['<p><br></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<p>Privacy policy</p>', true],
    ['Plain text', true],
    ['<img src="/brand/map.svg" alt="Map">', true],
  ])('%j -> %s', (html, expected) => {
    expect(hasHtmlContent(html)).toBe(expected);
  });
});
