import { screen } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { initTestI18n, renderInHost } from '@travel/mocks';
import App from '../src/App';

beforeAll(() => initTestI18n());

function renderBlog(route: string, api: RequestHandler[] = []) {
  return renderInHost(
    <Routes>
      <Route path="/blog/*" element={<App mount="/blog" />} />
      <Route path="/top-destination" element={<App mount="/top-destination" />} />
    </Routes>,
    { route, api },
  );
}

test('the blog introduces the agency from its About Us data', async () => {
  renderBlog('/blog');
  expect(screen.getByRole('heading', { level: 1, name: 'Travel stories' })).toBeInTheDocument();
  expect(await screen.findByText('About Us')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Your settings' })).toHaveTextContent('EnglishUSD');
});

test('top destinations has its own heading', () => {
  renderBlog('/top-destination');
  expect(screen.getByRole('heading', { level: 1, name: 'Top destinations' })).toBeInTheDocument();
});

test('a failed About Us call shows an error, not an empty card', async () => {
  renderBlog('/blog/share', [
    http.get('*/api/agency/about-us', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })),
  ]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
});
