import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LanguageCode } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { DateRangeField, type DateRange, type DateRangeErrors } from '@travel/ui/search';

const TODAY = '2027-03-10';

function DatesHarness({ initial, errors }: { initial: DateRange; errors?: DateRangeErrors }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DateRangeField value={range} onChange={setRange} today={TODAY} maxNights={60} errors={errors} />
      <output data-testid="range">{`${range.checkIn} ${range.checkOut}`}</output>
    </>
  );
}

/** The field in `language` (the store's language and the texts'), with a stay picked. */
async function renderDates(initial: DateRange, { language = 'en', errors }: { language?: LanguageCode; errors?: DateRangeErrors } = {}) {
  await initTestI18n(language);
  renderInHost(<DatesHarness initial={initial} errors={errors} />, { agency: agencyFixture({ languages: [language] }) });
}

afterEach(() => act(() => initTestI18n('en')));

const trigger = () => screen.getByRole('button', { name: /^Check-in – Check-out/ });
const range = () => screen.getByTestId('range').textContent;
/** Opens the calendar from the focused trigger and waits for the focus to land on a day. */
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Choose your dates' });
  await within(dialog).findAllByRole('grid');
  return dialog;
}
/** The dialog's hint, which a screen reader hears as it changes. */
const expectHint = (dialog: HTMLElement, text: string) => expect(within(dialog).getByText(text)).toHaveAttribute('role', 'status');
const focusedName = () => (document.activeElement ? document.activeElement.getAttribute('aria-label') : null);
const day = (name: RegExp | string) => screen.getByRole('button', { name });

test('the field shows the stay in the language’s format with its nights, and is named by what it shows', async () => {
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' });
  expect(within(trigger()).getByText(/^Fri, Apr 2\s–\sSun, Apr 4$/)).toBeVisible();
  expect(within(trigger()).getByText('2 nights')).toBeVisible();
  expect(trigger()).toHaveAccessibleName(/^Check-in – Check-out Fri, Apr 2\s–\sSun, Apr 4, 2 nights$/);
  expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});

test('a stay is chosen with the keyboard alone: arrows, Enter, the nights shown while choosing, Done back to the field', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' });
  const dialog = await openWithKeyboard(user);
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(focusedName()).toBe('Friday, April 2, 2027, check-in');
  expectHint(dialog, 'Choose your check-in date.');

  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
  expectHint(dialog, 'Now choose your check-out date. Stays are limited to 60 nights.');
  expect(focusedName()).toBe('Monday, April 5, 2027, check-in');
  // The stay is not the field's yet: only a check-in is picked.
  expect(range()).toBe('2027-04-02 2027-04-04');

  await user.keyboard('{ArrowDown}');
  expect(focusedName()).toBe('Monday, April 12, 2027, 7 nights');
  expect(within(dialog).getByText('7 nights')).toBeInTheDocument();
  await user.keyboard('{PageDown}');
  expect(focusedName()).toBe('Wednesday, May 12, 2027, 37 nights');
  await user.keyboard('{End}');
  expect(focusedName()).toBe('Saturday, May 15, 2027, 40 nights');
  await user.keyboard('{Home}{PageUp}');
  expect(focusedName()).toBe('Friday, April 9, 2027, 4 nights');
  await user.keyboard('{Enter}');
  expect(range()).toBe('2027-04-05 2027-04-09');
  expect(within(dialog).getByText(/^Mon, Apr 5\s–\sFri, Apr 9, 4 nights\. Choose Done to keep these dates\.$/)).toHaveAttribute('role', 'status');

  await user.tab();
  expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
  expect(trigger()).toHaveAccessibleName(/Mon, Apr 5\s–\sFri, Apr 9, 4 nights$/);
});

test('Tab stays inside the dialog, and Escape closes it without a lone new check-in, the focus back on the field', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' });
  const dialog = await openWithKeyboard(user);
  await user.keyboard('{ArrowRight}{Enter}');
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
  expect(range()).toBe('2027-04-02 2027-04-04');
});

test('after a check-in, days more than 60 nights later cannot be picked nor reached', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-01', checkOut: '2027-04-03' });
  const dialog = await openWithKeyboard(user);
  await user.keyboard('{Enter}{PageDown}');
  expect(focusedName()).toBe('Saturday, May 1, 2027, 30 nights');
  // June 1 would be the 61st night: the focus stays.
  await user.keyboard('{PageDown}');
  expect(focusedName()).toBe('Saturday, May 1, 2027, 30 nights');
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(focusedName()).toBe('Monday, May 31, 2027, 60 nights');
  await user.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
  expect(day(/^Tuesday, June 1, 2027/)).toBeDisabled();
  expect(day(/^Wednesday, June 30, 2027/)).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Go to the Previous Month' }));
  await user.click(day('Monday, May 31, 2027, 60 nights'));
  expect(range()).toBe('2027-04-01 2027-05-31');
  expect(within(dialog).getByText('60 nights')).toBeInTheDocument();
});

test('past days cannot be picked, nor a check-in more than 365 days ahead', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-03-12', checkOut: '2027-03-14' });
  const dialog = await openWithKeyboard(user);
  expect(day(/^Tuesday, March 9, 2027/)).toBeDisabled();
  expect(day(/^Today, Wednesday, March 10, 2027/)).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(focusedName()).toBe('Today, Wednesday, March 10, 2027');
  // March 10, 2028 is 366 days ahead: a month further stops at February, and four weeks reach March 9.
  await user.keyboard('{PageDown}'.repeat(12));
  expect(focusedName()).toBe('Thursday, February 10, 2028');
  await user.keyboard('{ArrowDown}'.repeat(4));
  expect(focusedName()).toBe('Thursday, March 9, 2028');
  await user.keyboard('{ArrowRight}');
  expect(focusedName()).toBe('Thursday, March 9, 2028');
  expect(day(/^Friday, March 10, 2028/)).toBeDisabled();
});

test('Done with a new check-in alone keeps the check-out, capped at 60 nights with a note', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-01', checkOut: '2027-05-31' });
  await openWithKeyboard(user);
  await user.keyboard('{ArrowUp}{Enter}');
  await user.tab();
  await user.keyboard('{Enter}');
  expect(range()).toBe('2027-03-25 2027-05-24');
  expect(trigger()).toHaveAccessibleDescription('Stays are limited to 60 nights, so check-out moved to Mon, May 24, 2027.');
  expect(trigger()).toHaveTextContent('60 nights');
});

test('a click outside closes the calendar', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' });
  await user.click(trigger());
  await screen.findByRole('dialog');
  await user.click(screen.getByTestId('range'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an error shows at the field, which is marked invalid', async () => {
  await renderDates({ checkIn: '2027-03-01', checkOut: '2027-03-03' }, { errors: { checkIn: 'past' } });
  expect(trigger()).toHaveAttribute('aria-invalid', 'true');
  expect(trigger()).toHaveAccessibleDescription('This date has passed. Choose today or later.');
});

test('no dates yet: the field asks for them', async () => {
  await renderDates({ checkIn: '', checkOut: '' });
  expect(trigger()).toHaveAccessibleName('Check-in – Check-out Choose dates');
});

test('in Arabic the calendar runs right to left: the left arrow goes to the next day, weeks start on Saturday', async () => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' }, { language: 'ar' });
  const field = screen.getByRole('button', { name: /^تسجيل الوصول – تسجيل المغادرة/ });
  expect(field).toHaveTextContent('ليلتان');
  await user.tab();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'اختر تواريخ إقامتك' });
  const grid = await within(dialog).findByRole('grid');
  expect(dialog.querySelector('.rdp-root')).toHaveAttribute('dir', 'rtl');
  expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName('السبت');
  expect(focusedName()).toMatch(/^الجمعة، 2 أبريل 2027، تسجيل الوصول$/);
  await user.keyboard('{ArrowLeft}');
  expect(focusedName()).toMatch(/^السبت، 3 أبريل 2027/);
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(focusedName()).toMatch(/^الخميس، 1 أبريل 2027/);
});

test.each<[LanguageCode, string]>([
  ['en', 'Sunday'],
  ['de', 'Montag'],
  ['no', 'mandag'],
])('in %s the week starts on %s', async (language, weekday) => {
  const user = userEvent.setup();
  await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' }, { language });
  await user.tab();
  await user.keyboard('{Enter}');
  const grid = await screen.findByRole('grid');
  expect(within(grid).getAllByRole('columnheader', { hidden: true })[0]).toHaveAccessibleName(weekday);
});

describe('on a wide screen', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: query === '(min-width: 720px)', addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  test('two months show side by side', async () => {
    const user = userEvent.setup();
    await renderDates({ checkIn: '2027-04-02', checkOut: '2027-04-04' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByRole('grid')).map((grid) => grid.getAttribute('aria-label'))).toEqual(['April 2027', 'May 2027']);
  });
});
