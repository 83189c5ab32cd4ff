import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import type { Agency } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost } from '@travel/mocks';
import { modalOpened, selectModal, selectUser, signupOpenedFor, useAppDispatch } from '@travel/store';
import { AuthModals } from '../src';
import { goToExternalUrl } from '../src/externalNavigation';
import { LocationProbe, currentPage, nordic } from './helpers';

jest.mock('../src/externalNavigation', () => ({ goToExternalUrl: jest.fn() }));

beforeAll(async () => {
  await initTestI18n('en');
});

/** A page with the header's Log In button, as the layout will have it. */
function Page() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(modalOpened('login'))}>
        Open log in
      </button>
      {/* As Price's Reveal Price does: to the home page's tab, and sign in there. */}
      <Link to="/?tab=Hotels" onClick={() => dispatch(modalOpened('login'))}>
        Reveal Price
      </Link>
      <AuthModals />
      <LocationProbe />
    </>
  );
}

function renderPage(agency: Agency = agencyFixture(), route = '/booknow/hotels?city=Oslo') {
  return renderInHost(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { agency, route },
  );
}

async function openLogin() {
  await userEvent.click(screen.getByRole('button', { name: 'Open log in' }));
  return screen.findByRole('dialog', { name: 'Log In' });
}

test('nothing is in the page until a modal is asked for', () => {
  renderPage();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('opens the login form, switches to sign-up and back', async () => {
  const { store } = renderPage();
  const dialog = await openLogin();
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByLabelText('Email address')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
  expect(selectModal(store.getState())).toBe('signup');
  // The switch button is gone: the new form's first field has the focus.
  expect(screen.getByLabelText('First name')).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email address')).toHaveFocus();
});

test('the close button closes it and gives the focus back to what opened it', async () => {
  const { store } = renderPage();
  await openLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(selectModal(store.getState())).toBeNull();
  expect(screen.getByRole('button', { name: 'Open log in' })).toHaveFocus();
});

test('Escape (the dialog’s cancel) closes it', async () => {
  renderPage();
  const dialog = await openLogin();
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Open log in' })).toHaveFocus();
});

test('signing in in the modal keeps the visitor on the page', async () => {
  const { store } = renderPage();
  await openLogin();
  await userEvent.type(screen.getByLabelText('Email address'), 'traveller@wayfarer.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Travel-Demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(selectUser(store.getState())?.personal_info.first_name).toBe('Tara');
  expect(currentPage()).toBe('/booknow/hotels?city=Oslo');
});

test.each([
  ['/booknow/hotels?city=Oslo', '/dashboard'],
  ['/', '/dashboard'],
  // The page asked them to sign in to go on: they stay.
  ['/booknow/hotels/checkout?hotelId=1', '/booknow/hotels/checkout?hotelId=1'],
  ['/settings/agency', '/settings/agency'],
])('an agent signing in in the modal on %s goes on to %s', async (route, destination) => {
  renderPage(agencyFixture(), route);
  await openLogin();
  await userEvent.type(screen.getByLabelText('Email address'), 'agent@wayfarer.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Travel-Demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(currentPage()).toBe(destination));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the signup modal opened for an email starts with it filled in', async () => {
  const { store } = renderPage();
  act(() => void store.dispatch(signupOpenedFor('sam@example.com')));
  await screen.findByRole('dialog', { name: 'Sign Up' });
  expect(screen.getByLabelText('Email address')).toHaveValue('sam@example.com');
  expect(screen.getByLabelText('First name')).toHaveValue('');
});

test('the close button sits in the header beside the title, not over it', async () => {
  renderPage();
  const dialog = await openLogin();
  const title = screen.getByRole('heading', { level: 2, name: 'Log In' });
  const close = screen.getByRole('button', { name: 'Close' });
  expect(title.parentElement).toBe(close.parentElement);
  expect(title.parentElement).toHaveClass('modal-header', 'has-close');
  expect(dialog).toContainElement(close);
});

test('a wrong password is said inside the modal, which stays open', async () => {
  renderPage();
  await openLogin();
  await userEvent.type(screen.getByLabelText('Email address'), 'traveller@wayfarer.test');
  await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
  expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});

test('following a link out of the modal (Forgot your password?) closes it', async () => {
  const { store } = renderPage();
  await openLogin();
  await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
  await waitFor(() => expect(currentPage()).toBe('/forgotpassword'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(selectModal(store.getState())).toBeNull();
});

test('a link that opens the modal as it navigates (Reveal Price) keeps it open on the new page', async () => {
  const { store } = renderPage();
  await userEvent.click(screen.getByRole('link', { name: 'Reveal Price' }));
  await waitFor(() => expect(currentPage()).toBe('/?tab=Hotels'));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  expect(selectModal(store.getState())).toBe('login');
});

test('SSO without direct login: the modal sends the visitor to the agency portal too', async () => {
  renderPage(nordic);
  await openLogin();
  await waitFor(() => expect(jest.mocked(goToExternalUrl)).toHaveBeenCalledWith('https://portal.nordlys.example/'));
  expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
});
