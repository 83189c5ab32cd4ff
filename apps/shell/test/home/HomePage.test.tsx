import { act, screen, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { HomePage } from '../../src/pages/HomePage';
import { SAVING_POPUP_FLAG } from '../../src/home/savingPopup';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(loadRemote).mockResolvedValue({ default: () => <form aria-label="Search hotels" /> });
});

test('the hero and its search panel come first, then Product Deals, then every service the agency sells', async () => {
  renderInHost(<HomePage />);
  expect(await screen.findByRole('heading', { level: 3, name: 'New York City Grand House' })).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Your next trip starts with Wayfarer Travel']);
  expect(headings).toEqual(['Product Deals', 'What would you like to book?']);
  const deals = screen.getByRole('region', { name: 'Product Deals' });
  expect(within(deals).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise']);
  // The search panel comes right under the hero's headline, before the deals, with the hotels form.
  const search = screen.getByRole('search', { name: 'Find your trip' });
  expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(search.compareDocumentPosition(deals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // Once the page is idle (jsdom has no requestIdleCallback: 2 s later).
  expect(await within(search).findByRole('form', { name: 'Search hotels' }, { timeout: 3000 })).toBeInTheDocument();
  // Resorts has no deals tab, but a way in (to its coming-soon page).
  expect(screen.getByRole('link', { name: 'Resorts Coming soon' })).toHaveAttribute('href', '/booknow/resort');
  // The saving popup is armed for this anonymous visitor (its timing is in SavingPricePopup.test.tsx).
  expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('true');
});

test('in Arabic the deals are translated', async () => {
  await initTestI18n('ar');
  try {
    renderInHost(<HomePage />, { agency: agencyFixture() });
    expect(await screen.findByRole('heading', { level: 2, name: 'عروض المنتجات' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New York City Grand House' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();
  } finally {
    await act(() => initTestI18n('en'));
  }
});
