import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aboutUsHandler, agencyFixture, initTestI18n } from '@travel/mocks';
import { SUNNY_ABOUT_HTML, nordic, sunny } from './fixtures';
import { renderInfoRoute } from './renderInfo';

beforeAll(() => initTestI18n('en'));

describe('/about', () => {
  it('shows the title, the image with its size and alt text, and the HTML content (wayfarer)', async () => {
    const agency = agencyFixture();
    renderInfoRoute('/about', {
      agency,
      api: [aboutUsHandler(agency, { image: '/brand/wayfarer/about.svg', content: '<h2>Travel made personal since 2009</h2><ul><li>Hotels</li></ul>' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'A picture from Wayfarer Travel' });
    expect(image).toHaveAttribute('src', '/brand/wayfarer/about.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '600');
    expect(await screen.findByRole('heading', { level: 2, name: 'Travel made personal since 2009' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Hotels');
  });

  it('has no image when the agency has none', async () => {
    renderInfoRoute('/about');
    expect(await screen.findByText('Since 1998.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("renders sunny's content under its own title without running the onerror image or the script", async () => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderInfoRoute('/about', { agency: sunny, api: [aboutUsHandler(sunny, { image: '', content: SUNNY_ABOUT_HTML })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunshine, sorted' })).toBeInTheDocument();
    expect(screen.getByText(/Every hotel we list/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('xss-');
    expect(alertSpy).not.toHaveBeenCalled();
    alertSpy.mockRestore();
  });

  it("says 'About Us Page is not available' when the agency disables it, without calling the API (nordic)", async () => {
    const aboutCall = jest.fn();
    renderInfoRoute('/about', {
      agency: nordic,
      api: [http.get('*/api/agency/about-us', () => { aboutCall(); return HttpResponse.json({}); })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us Page is not available' })).toBeInTheDocument();
    expect(aboutCall).not.toHaveBeenCalled();
  });

  it("says 'About Us Page is not available' when the call answers that it is disabled", async () => {
    renderInfoRoute('/about', {
      api: [http.get('*/api/agency/about-us', () => HttpResponse.json({ data: { isEnabled: false, title: 'About Us', content: '<p>Hidden</p>', image: '' } }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us Page is not available' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it("falls back to the call's title when the agency has no About title", async () => {
    renderInfoRoute('/about', {
      agency: agencyFixture({ aboutUsEnableTitle: '' }),
      api: [http.get('*/api/agency/about-us', () => HttpResponse.json({ data: { isEnabled: true, title: 'Who we are', content: '<p>Hello</p>', image: '' } }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Who we are' })).toBeInTheDocument();
  });

  it('shows a message with a retry button when the call fails, and loads on retry', async () => {
    let calls = 0;
    renderInfoRoute('/about', {
      api: [
        http.get('*/api/agency/about-us', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, { status: 503 })
            : HttpResponse.json({ data: { isEnabled: true, title: 'About Us', content: '<p>Back again</p>', image: '' } });
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this page. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
