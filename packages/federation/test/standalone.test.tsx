import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accessToken, clearSession } from '@travel/api-client';
import { ACCESS_TOKEN_COOKIE_NAME, priceOffer } from '@travel/contracts';
import { initTestI18n } from '@travel/mocks';
import { selectAuthStatus } from '@travel/store';
import { Price } from '@travel/ui';
import { prepareHost, type RemoteAppProps } from '@travel/federation';
import { StandaloneHost } from '../src/StandaloneHost';

/** A room offer as the API sends it to an agent: a viewer who may not see the agent fields gets none shown. */
const rates = priceOffer({ wholesale: 40000, taxAndFee: 4800, published: 60000, markupBasisPoints: 1200, currency: 'USD' });

/** Stands in for the hotels remote: its page shows a price, which follows who is signed in. */
function HotelsRemote({ mount }: RemoteAppProps) {
  return (
    <section>
      <h1>Hotels under {mount}</h1>
      <Price rates={rates} revealTo="/?tab=Hotels" />
    </section>
  );
}

beforeAll(() => initTestI18n('en'));
afterEach(() => {
  clearSession();
  localStorage.clear();
});

/** What renderStandalone does, into the test's container: the host prepared from the page, then its page. */
async function renderStandalone(path = '/booknow/hotels') {
  window.history.replaceState(null, '', path);
  const { store, boot } = await prepareHost();
  const statusAtStart = selectAuthStatus(store.getState());
  render(<StandaloneHost name="hotels" App={HotelsRemote} store={store} boot={boot} />);
  return { store, statusAtStart, bar: await screen.findByRole('banner', { name: 'hotels · standalone' }) };
}

async function openLogIn(bar: HTMLElement) {
  await userEvent.click(within(bar).getByRole('button', { name: 'Log In' }));
  return screen.findByRole('dialog', { name: 'Log In' });
}

async function signInAs(bar: HTMLElement, email: RegExp) {
  const dialog = await openLogIn(bar);
  await userEvent.click(within(dialog).getByRole('button', { name: email }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

test("the bar names the remote; Log In opens the shell's login dialog, which gives the focus back when closed", async () => {
  const { bar, statusAtStart } = await renderStandalone();
  expect(statusAtStart).toBe('anonymous');
  expect(screen.getByRole('heading', { level: 1, name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reveal Price' })).toBeInTheDocument();

  const dialog = await openLogIn(bar);
  expect(dialog).toHaveAttribute('open');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Log In' })).toHaveFocus();
});

test('a demo account fills in the login form', async () => {
  const { bar } = await renderStandalone();
  const dialog = await openLogIn(bar);
  await userEvent.click(within(dialog).getByRole('button', { name: /^agent@wayfarer\.test/ }));
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('agent@wayfarer.test');
  expect(within(dialog).getByLabelText('Password')).toHaveValue('Travel-Demo-2026');
});

describe('signing in shows who it is in the bar, and the prices that role sees', () => {
  it.each([
    [/^traveller@wayfarer\.test/, 'Signed in as Tara Traveller (Customer)', false],
    [/^agent@wayfarer\.test/, 'Signed in as Alex Rivera (Travel agent)', true],
    [/^restricted@wayfarer\.test/, 'Signed in as Riley Jones (Restricted travel agent)', false],
  ])('%s', async (account, signedInAs, seesAgentRates) => {
    const { bar, store } = await renderStandalone();
    await signInAs(bar, account);

    expect(within(bar).getByText(signedInAs)).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(screen.getByText('$496.00')).toBeInTheDocument();
    expect(screen.queryByText('Wholesale rate') !== null).toBe(seesAgentRates);
    expect(screen.queryByText('Agency markup') !== null).toBe(seesAgentRates);
  });
});

test('a token cookie at start: the session is checked, and the profile settles it', async () => {
  document.cookie = `${ACCESS_TOKEN_COOKIE_NAME}=mock-access-token-owner; Path=/`;
  const { bar, store, statusAtStart } = await renderStandalone();
  expect(statusAtStart).toBe('checking');
  await waitFor(() => expect(within(bar).getByText('Signed in as Olivia Chen (Agency owner)')).toBeInTheDocument());
  expect(selectAuthStatus(store.getState())).toBe('signedIn');
});

test('a wrong password: the error in the dialog, and the email address still there', async () => {
  const { bar, store } = await renderStandalone();
  const dialog = await openLogIn(bar);
  await userEvent.type(within(dialog).getByLabelText('Email address'), 'agent@wayfarer.test');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'not-the-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log In' }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email or password is incorrect');
  expect(within(dialog).getByLabelText('Email address')).toHaveValue('agent@wayfarer.test');
  expect(selectAuthStatus(store.getState())).toBe('anonymous');
});

test('Logout in the bar signs out and comes back to the remote', async () => {
  const { bar, store } = await renderStandalone();
  await signInAs(bar, /^owner@wayfarer\.test/);
  await userEvent.click(within(bar).getByRole('link', { name: 'Logout' }));

  expect(await within(bar).findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(selectAuthStatus(store.getState())).toBe('anonymous');
  expect(accessToken()).toBeUndefined();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
});

test('the auth pages are there too: /login signs in and goes on to the page asked for', async () => {
  const { bar } = await renderStandalone('/login?redirect=/booknow/hotels');
  expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  const page = screen.getByRole('main');
  await userEvent.click(within(page).getByRole('button', { name: /^admin@wayfarer\.test/ }));
  await userEvent.click(within(page).getByRole('button', { name: 'Log In' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Hotels under /booknow/hotels' })).toBeInTheDocument();
  expect(within(bar).getByText('Signed in as Adam Brooks (Administrator)')).toBeInTheDocument();
});
