import { screen } from '@testing-library/react';
import { agencyFixture, initTestI18n } from '@travel/mocks';
import { sunny } from './fixtures';
import { renderInfoRoute } from './renderInfo';

beforeEach(() => initTestI18n('en'));

describe('the agency legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy', { privacyPolicy: '<h2>Your data</h2><p>We respect your privacy.</p>' }, 'We respect your privacy.'],
    ['/cookies-policy', 'Cookies Policy', { cookiesPolicy: '<p>We use three cookies.</p>' }, 'We use three cookies.'],
    ['/disclaimer', 'Disclaimer', { disclaimer: '<p>Prices may change.</p>' }, 'Prices may change.'],
  ])('%s shows the agency text under the title %j', async (route, title, overrides, text) => {
    renderInfoRoute(route, { agency: agencyFixture(overrides) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/cookies-policy', 'Cookies Policy', 'Sunny Escapes has not published a cookies policy on this website yet.'],
    ['/disclaimer', 'Disclaimer', 'Sunny Escapes has not published a disclaimer on this website yet.'],
  ])('%s says so when the agency has no such text (sunny)', async (route, title, message) => {
    renderInfoRoute(route, { agency: sunny });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    // sunny has no contact email: no contact line.
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers the contact email when a text is missing and the agency has one', async () => {
    renderInfoRoute('/privacy-policy', { agency: agencyFixture({ privacyPolicy: '<p><br></p>' }) });
    expect(await screen.findByText('Wayfarer Travel has not published a privacy policy on this website yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
  });

  it('shows the page in the visitor’s language', async () => {
    await initTestI18n('ar');
    renderInfoRoute('/disclaimer', { agency: sunny });
    expect(await screen.findByRole('heading', { level: 1, name: 'إخلاء المسؤولية' })).toBeInTheDocument();
    expect(screen.getByText('لم تنشر Sunny Escapes بعدُ إخلاء مسؤولية على هذا الموقع.')).toBeInTheDocument();
  });
});

describe('/user-terms-and-conditions', () => {
  it('sets out the terms of use with the agency as the seller and points to its terms of sale and privacy policy', async () => {
    renderInfoRoute('/user-terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/govern your use of the Wayfarer Travel website/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Using the website',
      'Your account',
      'Bookings',
      'Prices and payment',
      'Changes and cancellations',
      'Travel documents',
      'Liability',
      'Your personal data',
      'Changes to these terms',
      'Contact',
    ]);
    expect(screen.getByText(/Wayfarer Travel sells the hotels, flights/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms of sale of Wayfarer Travel' })).toHaveAttribute('href', '/agency-terms-and-conditions/1');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
  });

  it('does not point to a privacy policy the agency has not published', async () => {
    renderInfoRoute('/user-terms-and-conditions', { agency: agencyFixture({ privacyPolicy: '' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Read the privacy policy' })).not.toBeInTheDocument();
  });
});

describe('/agency-terms-and-conditions/:id', () => {
  it("shows the current agency's terms of sale for its own id, with its address and contact", async () => {
    renderInfoRoute('/agency-terms-and-conditions/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of sale of Wayfarer Travel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The seller' })).toBeInTheDocument();
    expect(screen.getByText(/The seller of the travel services on this website is Wayfarer Travel/)).toBeInTheDocument();
    expect(screen.getByText('350 Fifth Avenue, New York, NY, 10118, United States')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@wayfarer.test' })).toBeInTheDocument();
  });

  it.each(['/agency-terms-and-conditions/2', '/agency-terms-and-conditions/abc'])('%s, another id, is not found', async (route) => {
    renderInfoRoute(route);
    expect(await screen.findByRole('heading', { name: "The page you're looking for is not found." })).toBeInTheDocument();
    expect(screen.queryByText(/Terms of sale/)).not.toBeInTheDocument();
  });
});

describe('/subscription', () => {
  it('tells the owner of an unsubscribed agency that the subscription is inactive and what to do (sunny, no email)', async () => {
    renderInfoRoute('/subscription', { agency: sunny });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByText('The subscription of Sunny Escapes is not active at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What to do' })).toBeInTheDocument();
    expect(screen.getByText(/contact your account manager on the platform to renew the subscription/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it("gives the agency's contact email when it has one", async () => {
    renderInfoRoute('/subscription', { agency: agencyFixture({ isSubscribed: false }) });
    expect(await screen.findByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
  });

  it('says the subscription is active when it is', async () => {
    renderInfoRoute('/subscription');
    expect(await screen.findByText('The subscription of Wayfarer Travel is active.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What to do' })).not.toBeInTheDocument();
  });
});
