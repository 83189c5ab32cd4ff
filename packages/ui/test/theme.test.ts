import { BRIGHTNESS_THRESHOLD, DEFAULT_PRIMARY_COLOR, MIN_TEXT_CONTRAST, PAGE_BACKGROUND, applyTheme, contrastRatio, parseHexColor, themeFor } from '@travel/ui';

describe('themeFor: foreground by brightness, threshold 127.5 (SPEC 4)', () => {
  test.each([
    ['#ffd400', '#ffd400', '#000000', 'light'], // sunny: a light colour needs black text
    ['#1b1f3b', '#1b1f3b', '#ffffff', 'dark'], // nordic: a dark colour needs white text
    ['#2c7be5', '#2c7be5', '#ffffff', 'dark'], // the default blue (brightness 111.5)
    ['#ffffff', '#ffffff', '#000000', 'light'],
    ['#000000', '#000000', '#ffffff', 'dark'],
    ['#808080', '#808080', '#000000', 'light'], // brightness 128 is above the threshold
    ['#7f7f7f', '#7f7f7f', '#ffffff', 'dark'], // brightness 127 is below it
    ['#FD0', '#ffdd00', '#000000', 'light'], // three-digit hex
    ['', DEFAULT_PRIMARY_COLOR, '#ffffff', 'dark'], // unset: #2c7be5
    ['not-a-colour', DEFAULT_PRIMARY_COLOR, '#ffffff', 'dark'],
    [undefined, DEFAULT_PRIMARY_COLOR, '#ffffff', 'dark'],
  ])('%s -> primary %s, text %s, %s theme', (input, primary, foreground, mode) => {
    expect(themeFor(input)).toMatchObject({ primary, foreground, mode });
  });

  test('the threshold is the spec value', () => {
    expect(BRIGHTNESS_THRESHOLD).toBe(127.5);
  });
});

test('applyTheme sets the colour variables and exactly one theme class', () => {
  const root = document.createElement('html');
  applyTheme(themeFor('#1b1f3b'), root);
  applyTheme(themeFor('#ffd400'), root);
  expect(root.style.getPropertyValue('--color-primary')).toBe('#ffd400');
  expect(root.style.getPropertyValue('--color-on-primary')).toBe('#000000');
  expect(root.style.getPropertyValue('--color-link')).toBe('#806a00');
  expect([...root.classList]).toEqual(['theme-light']);
});

describe('the fill shade keeps small text readable (WCAG AA 4.5:1)', () => {
  const rgb = (hex: string) => parseHexColor(hex) as [number, number, number];
  test.each([
    ['#2c7be5', '#2a75da'], // wayfarer's blue: white text reaches 4.5:1 one step darker
    ['#ffd400', '#ffd400'], // sunny: black on yellow already reads
    ['#1b1f3b', '#1b1f3b'], // nordic: white on navy already reads
    ['#808080', '#808080'],
    ['#ff0000', '#e60000'],
  ])('%s -> %s', (primary, fill) => {
    const theme = themeFor(primary);
    expect(theme.fill).toBe(fill);
    expect(contrastRatio(rgb(theme.fill), rgb(theme.foreground))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test.each([['#000000'], ['#ffffff'], ['#777777'], ['#00ff00'], ['#0000ff'], ['#ff00ff']])('%s always ends readable', (primary) => {
    const theme = themeFor(primary);
    expect(contrastRatio(rgb(theme.fill), rgb(theme.foreground))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test('contrastRatio is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([44, 123, 229], [44, 123, 229])).toBe(1);
  });
});

describe('the link shade reads on the page background (WCAG AA 4.5:1)', () => {
  const rgb = (hex: string) => parseHexColor(hex) as [number, number, number];
  test.each([
    ['#2c7be5', '#286fce'], // wayfarer's blue is a little too light for text: one step darker
    ['#ffd400', '#806a00'], // sunny's yellow needs half way to black
    ['#1b1f3b', '#1b1f3b'], // nordic's navy already reads
    ['#ffffff', '#666666'],
  ])('%s -> %s', (primary, link) => {
    const theme = themeFor(primary);
    expect(theme.link).toBe(link);
    expect(contrastRatio(rgb(theme.link), rgb(PAGE_BACKGROUND))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(rgb(theme.link), rgb('#ffffff'))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
