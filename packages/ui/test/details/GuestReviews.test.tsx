import { act, screen, within } from '@testing-library/react';
import type { GuestReviews as Reviews } from '@travel/contracts';
import { i18n } from '@travel/i18n';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { GuestReviews } from '@travel/ui/details';

const reviews: Reviews = {
  score: 4.3,
  count: 287,
  breakdown: { cleanliness: 4.6, location: 4.4, service: 4.1, value: 3.9 },
  reviews: [
    { id: '1', name: 'Lucía', country: 'ES', date: '2026-10-31', score: 5, language: 'es', text: 'Una estancia maravillosa de principio a fin.' },
    { id: '2', name: 'ليلى', country: 'AE', date: '2026-10-02', score: 4, language: 'ar', text: 'فندق جيد، ويسعدنا أن نقيم فيه مرة أخرى.' },
    { id: '3', name: 'Emma', country: 'GB', date: '2026-09-12', score: 3, language: 'en', text: 'An okay stay, with ups and downs.' },
  ],
};

beforeAll(() => initTestI18n('en'));
afterEach(() => act(() => i18n.changeLanguage('en')));

test('the score with its word and count, each aspect out of 5, and the latest reviews', () => {
  renderInHost(<GuestReviews reviews={reviews} />);
  expect(screen.getByText('Very good')).toBeInTheDocument();
  expect(screen.getByText('4.3 out of 5')).toBeInTheDocument();
  expect(screen.getByText('Based on 287 reviews')).toBeInTheDocument();
  const aspects = [...document.querySelectorAll('.review-aspect')].map((aspect) => aspect.textContent);
  expect(aspects).toEqual(['Cleanliness4.64.6 out of 5', 'Location4.44.4 out of 5', 'Service4.14.1 out of 5', 'Value for money3.93.9 out of 5']);

  const list = screen.getByRole('list', { name: 'Latest reviews' });
  const [spanish, arabic, english] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(spanish).getByText('Lucía')).toBeInTheDocument();
  expect(spanish.querySelector('.review-meta')).toHaveTextContent('Spain · October 31, 2026');
  expect(within(spanish).getByText('Rated 5 out of 5')).toBeInTheDocument();
  expect(within(spanish).getByText('Una estancia maravillosa de principio a fin.')).toHaveAttribute('lang', 'es');
  expect(within(spanish).getByText('Written in Spanish')).toBeInTheDocument();
  // Arabic keeps its own direction inside an English page.
  const arabicText = within(arabic).getByText(/^فندق جيد/);
  expect(arabicText).toHaveAttribute('lang', 'ar');
  expect(arabicText).toHaveAttribute('dir', 'auto');
  expect(within(arabic).getByText('Written in Arabic')).toBeInTheDocument();
  expect(within(english).queryByText(/^Written in/)).not.toBeInTheDocument();
  expect(within(english).getByText('Rated 3 out of 5')).toBeInTheDocument();
});

test('in the page’s language: Norwegian words, numbers and dates; a Norwegian page does not mark a review written in English as its own', async () => {
  await act(() => i18n.changeLanguage('no'));
  renderInHost(<GuestReviews reviews={reviews} />, { agency: agencyFixture({ languages: ['no', 'en'] }) });
  expect(screen.getByText('Svært bra')).toBeInTheDocument();
  expect(screen.getByText('Basert på 287 omtaler')).toBeInTheDocument();
  expect(screen.getAllByText('4,3').length).toBeGreaterThan(0);
  const english = screen.getByText('An okay stay, with ups and downs.').closest('article') as HTMLElement;
  expect(within(english).getByText('Skrevet på engelsk')).toBeInTheDocument();
});

test('no reviews yet', () => {
  renderInHost(<GuestReviews reviews={{ ...reviews, count: 0, reviews: [] }} />);
  expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
});
