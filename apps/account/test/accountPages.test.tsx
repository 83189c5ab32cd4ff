import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { agencyFixture, bookingFixture, bookingsMock, currentUrl, initTestI18n, travellerProfileFixture } from '@travel/mocks';
import { changeLanguage } from '@travel/i18n';
import { selectCurrency, selectLanguage, selectUser } from '@travel/store';
import { agentProfile, recordBodies, renderSignedIn, signOutAfterEach } from './signedInAccount';

beforeAll(() => initTestI18n());
beforeEach(() => bookingsMock.reset());
signOutAfterEach();

const agent = agentProfile('Agent');

describe('the traveller dashboard', () => {
  test('greets the traveller and shows the next trip, the trips at a glance and the credits', async () => {
    bookingsMock.add(bookingFixture({ reference: 'H-LATERTRP', daysAhead: 60 }));
    bookingsMock.add(bookingFixture({ reference: 'H-SOONTRIP', daysAhead: 10 }));
    bookingsMock.add(bookingFixture({ reference: 'H-PASTTRP2', daysAhead: -20 }));
    renderSignedIn('/mytrip/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Tara')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in to your/)).not.toBeInTheDocument();

    const next = screen.getByRole('region', { name: 'Your next trip' });
    expect(await within(next).findByText('H-SOONTRIP')).toBeInTheDocument();
    expect(within(next).queryByText('H-LATERTRP')).not.toBeInTheDocument();

    const trips = screen.getByRole('region', { name: 'Your trips' });
    expect(within(trips).getByRole('link', { name: '2 Upcoming' })).toHaveAttribute('href', '/mytrip/mytrips');
    expect(within(trips).getByRole('link', { name: '1 Past' })).toHaveAttribute('href', '/mytrip/mytrips?tab=past');
    expect(within(trips).getByRole('link', { name: '0 Cancelled' })).toHaveAttribute('href', '/mytrip/mytrips?tab=cancelled');

    const credits = screen.getByRole('region', { name: 'Wallet credits' });
    expect(within(credits).getByText('$150.00')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/mytrip/mytrips',
      '/mytrip/profile',
      '/mytrip/wallet/',
      '/mytrip/support',
    ]);
  });

  test('with nothing booked it invites the traveller to book, and a wallet-less account shows no credits', async () => {
    renderSignedIn('/mytrip/dashboard', { user: { ...travellerProfileFixture, isRewardWalletEnable: false } });
    expect(await screen.findByText('No upcoming trips yet. Where to next?')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/hotels');
    expect(screen.queryByRole('region', { name: 'Wallet credits' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Your account' })).queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  test('a failed trip list says so and can be tried again', async () => {
    renderSignedIn('/mytrip/dashboard', { api: [http.get('*/api/bookings', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your trips just now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test("an agent is sent to the Command Center (the Command Center remote's page)", async () => {
    renderSignedIn('/mytrip/dashboard', { user: agent });
    await waitFor(() => expect(currentUrl().pathname).toBe('/dashboard'));
  });
});

describe('profile settings', () => {
  // A test saves French as the preferred language, which the page then speaks.
  afterEach(() => act(() => changeLanguage('en')));
  const profileForm = () => screen.getByRole('button', { name: 'Save changes' }).closest('form') as HTMLFormElement;
  const passwordForm = () => screen.getByRole('region', { name: 'Change password' });

  test('saves the new names, and the whole site knows them at once', async () => {
    const user = userEvent.setup();
    const { store } = renderSignedIn('/mytrip/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('traveller@wayfarer.test');
    expect(email).toHaveAttribute('readonly');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, '  Tamsin ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(profileForm()).findByRole('status')).toHaveTextContent('Your profile is saved.');
    expect(selectUser(store.getState())?.personal_info.first_name).toBe('Tamsin');
  });

  test('an empty name is refused before any call, next to the field, which gets the focus', async () => {
    const user = userEvent.setup();
    const patches = recordBodies('patch', '/api/user/profile');
    renderSignedIn('/mytrip/profile', { api: [patches.handler] });
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const last = screen.getByLabelText('Last name');
    expect(last).toHaveAccessibleDescription('Enter a name.');
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(last).toHaveFocus();
    expect(patches.bodies).toEqual([]);
    expect(within(profileForm()).getByRole('status')).toHaveTextContent('');
  });

  test('saves a phone with its country, a preferred language and currency, and the page takes the language and currency', async () => {
    const user = userEvent.setup();
    const patches = recordBodies('patch', '/api/user/profile');
    const { store } = renderSignedIn('/mytrip/profile', { api: [patches.handler] });
    const country = screen.getByLabelText('Country code');
    await within(country).findByRole('option', { name: 'Norway (\u2066+47\u2069)' });
    await user.selectOptions(country, 'NO');
    await user.type(screen.getByLabelText('Phone number'), '912 34 567');
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'fr');
    const currency = screen.getByLabelText('Preferred currency');
    await within(currency).findByRole('option', { name: /^\u2066EUR\u2069/ });
    await user.selectOptions(currency, 'EUR');
    const form = profileForm();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // Saved in French: the page is in French from then on.
    expect(await within(form).findByRole('status')).toHaveTextContent('Votre profil est enregistré.');
    // Only what changed: a language chosen in the header meanwhile would not be overwritten.
    expect(patches.bodies).toEqual([{ phone: { country: 'NO', number: '912 34 567' }, language: 'fr', currency: 'EUR' }]);
    expect(selectUser(store.getState())).toMatchObject({ language: 'fr', currency: 'EUR', personal_info: { phone: { country: 'NO', number: '912 34 567' } } });
    expect(selectLanguage(store.getState())).toBe('fr');
    expect(selectCurrency(store.getState())).toBe('EUR');
  });

  test.each([
    ['+47 912 34 567', 'NO', 'Leave out the country code: choose the country from the list instead.'],
    ['912-CALL', 'NO', 'Use digits only; spaces, dots, dashes and brackets are fine.'],
    ['123', 'NO', 'This number is too short. Check it and try again.'],
    ['912 34 567', '', 'Choose the country of this phone number.'],
  ])('a phone number %j (country %j) is refused before any call: %s', async (number, countryCode, message) => {
    const user = userEvent.setup();
    const patches = recordBodies('patch', '/api/user/profile');
    renderSignedIn('/mytrip/profile', { api: [patches.handler] });
    const country = screen.getByLabelText('Country code');
    await within(country).findByRole('option', { name: /Norway/ });
    if (countryCode) await user.selectOptions(country, countryCode);
    await user.type(screen.getByLabelText('Phone number'), number);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(patches.bodies).toEqual([]);
    expect(screen.getByLabelText('Phone number')).toHaveValue(number);
  });

  test("the server's refusal is said in a sentence of ours, next to the field it names, and what was typed is kept", async () => {
    const user = userEvent.setup();
    const refuse = http.patch('*/api/user/profile', () =>
      HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'body.firstName: must not contain control characters' } }, { status: 400 }),
    );
    renderSignedIn('/settings/profile', { user: agent, api: [refuse] });
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Alexandra');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This was not accepted. Check it and try again.')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('This was not accepted. Check it and try again.');
    expect(first).toHaveFocus();
    expect(screen.queryByText(/control characters/)).not.toBeInTheDocument();
    expect(first).toHaveValue('Alexandra');
    expect(within(profileForm()).getByRole('status')).toHaveTextContent('');
  });

  test('a wrong current password is said next to it, and everything typed stays', async () => {
    const user = userEvent.setup();
    renderSignedIn('/mytrip/profile');
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), 'not-my-password');
    await user.type(within(form).getByLabelText('New password'), 'Harbour-Lights-2027');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Harbour-Lights-2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('This is not your current password. Check it and try again.'));
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not-my-password');
    expect(within(form).getByLabelText('New password')).toHaveValue('Harbour-Lights-2027');
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('Harbour-Lights-2027');
  });

  test('a new password is checked before any call: its length and its confirmation', async () => {
    const user = userEvent.setup();
    renderSignedIn('/mytrip/profile');
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), 'Travel-Demo-2026');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.type(within(form).getByLabelText('Confirm new password'), 'shorter');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(/This password is too short\./);
    expect(within(form).getByLabelText('New password')).toHaveFocus();
    expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('This is not the same as the new password.');
  });

  test('the right current password changes it: the form empties and says so', async () => {
    const user = userEvent.setup();
    renderSignedIn('/mytrip/profile');
    const form = passwordForm();
    await user.type(within(form).getByLabelText('Current password'), 'Travel-Demo-2026');
    await user.type(within(form).getByLabelText('New password'), 'Harbour-Lights-2027');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Harbour-Lights-2027');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });
});

describe('the wallet', () => {
  test('shows the credits left and where credits went and came back from', async () => {
    bookingsMock.add(bookingFixture({ reference: 'H-WALLETPD', createdAt: '2026-02-01T10:00:00.000Z', payment: { currency: 'USD', card: null, walletAmount: 4000 } }));
    bookingsMock.add(
      bookingFixture({
        reference: 'H-REFUNDED',
        status: 'cancelled',
        createdAt: '2026-01-01T10:00:00.000Z',
        payment: { currency: 'USD', card: null, walletAmount: 2500 },
        cancelled: { at: '2026-01-03T10:00:00.000Z', penalty: 0, refund: { card: 0, wallet: 2500, total: 2500 }, currency: 'USD' },
      }),
    );
    renderSignedIn('/mytrip/wallet/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Available credits' })).getByText('$150.00')).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    const rows = await within(activity).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Sun, Feb 1, 2026Paid towards booking H-WALLETPD−$40.00',
      'Sat, Jan 3, 2026Refund for cancelled booking H-REFUNDED+$25.00',
      'Thu, Jan 1, 2026Paid towards booking H-REFUNDED−$25.00',
    ]);
    expect(within(activity).getByRole('link', { name: 'Paid towards booking H-WALLETPD' })).toHaveAttribute('href', '/mytrip/mytrips/H-WALLETPD');
  });

  test('credits the agency granted show with its name and the reason, among the bookings by date', async () => {
    bookingsMock.add(bookingFixture({ reference: 'H-WALLETPD', createdAt: '2026-02-01T10:00:00.000Z', payment: { currency: 'USD', card: null, walletAmount: 4000 } }));
    const grants = http.get('*/api/user/wallet/grants', () =>
      HttpResponse.json({ grants: [{ id: 3, amount: 2500, currency: 'USD', reason: 'Sorry for the delayed transfer', createdAt: '2026-03-02T10:00:00.000Z' }] }),
    );
    renderSignedIn('/mytrip/wallet/', { api: [grants] });
    const activity = screen.getByRole('region', { name: 'Activity' });
    const rows = await within(activity).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mon, Mar 2, 2026Credits from Wayfarer Travel: Sorry for the delayed transfer+$25.00',
      'Sun, Feb 1, 2026Paid towards booking H-WALLETPD−$40.00',
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  test('when the grants cannot be loaded it says so, and Try again asks once more', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const grants = http.get('*/api/user/wallet/grants', () => {
      asked += 1;
      return asked === 1 ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }) : HttpResponse.json({ grants: [] });
    });
    renderSignedIn('/mytrip/wallet/', { api: [grants] });
    expect(await screen.findByText('We could not load your wallet activity just now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not used any credits yet.')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  test('an account without the rewards wallet is told so', () => {
    renderSignedIn('/mytrip/wallet/', { user: { ...travellerProfileFixture, isRewardWalletEnable: false } });
    expect(screen.getByText('The rewards wallet is not available on your account.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Available credits' })).not.toBeInTheDocument();
  });
});

describe('support', () => {
  test("lists the agency's phone, email and address, the way to the booking reference and the FAQ", async () => {
    renderSignedIn('/mytrip/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('Questions about a booking or your account? The Wayfarer Travel team is here to help.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 212 555 0100' })).toHaveAttribute('href', 'tel:+12125550100');
    expect(screen.getByRole('link', { name: 'help@wayfarer.test' })).toHaveAttribute('href', 'mailto:help@wayfarer.test');
    expect(screen.getByText('350 Fifth Avenue, New York, NY, 10118, United States')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Have your booking reference ready: you will find it in My Trips.' })).toHaveAttribute('href', '/mytrip/mytrips');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs');
  });

  test('an agency with no published contacts says so; agents get no My Trips hint', () => {
    const agency = agencyFixture({ contactPhoneNumber: '', contactEmailId: ' ', addressLine1: '', city: '', state: '', zipCode: '', country: '', isFaqEnable: false });
    renderSignedIn('/settings/support', { user: agent, agency });
    expect(screen.getByText('No contact details are published yet. Our FAQ may already have your answer.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Trips/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });
});
