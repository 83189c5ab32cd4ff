import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ROUTER_FUTURE } from '../src/router';
import { ScrollToTop } from '../src/ScrollToTop';

// jsdom lays nothing out, so neither scrolls: the spies say what the page asked for.
const scrollTo = jest.fn();
const scrollIntoView = jest.fn();
beforeAll(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => {
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

function BackButton() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>Back</button>;
}

function Query() {
  return <p>Query: {useLocation().search}</p>;
}

function renderSite() {
  render(
    <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE}>
      <ScrollToTop />
      <Routes>
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/faqs">FAQ</Link>
              <Link to="/about#team">Our team</Link>
            </>
          }
        />
        <Route
          path="/faqs"
          element={
            <>
              <h1>FAQ</h1>
              <Link to="?page=2">Next questions</Link>
              <Query />
              <BackButton />
            </>
          }
        />
        <Route path="/about" element={<h2 id="team">Our team</h2>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a link to another page (PUSH) opens it at its top', async () => {
  renderSite();
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});

test('Back (POP) and the first load leave the scroll to the browser', async () => {
  renderSite();
  expect(scrollTo).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  scrollTo.mockClear();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a new query string on the same page (a filter, a page of results) keeps the scroll', async () => {
  renderSite();
  await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
  scrollTo.mockClear();
  await userEvent.click(screen.getByRole('link', { name: 'Next questions' }));
  expect(await screen.findByText('Query: ?page=2')).toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a link to #id goes to its target instead of the top', async () => {
  renderSite();
  await userEvent.click(screen.getByRole('link', { name: 'Our team' }));
  const target = await screen.findByRole('heading', { name: 'Our team' });
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(target);
  expect(scrollTo).not.toHaveBeenCalled();
});
