import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { SEEDED_CLIENT_IDS, agentProfileFixture, initTestI18n, renderInHost, signInAs, signOutAfterEach, travellerProfileFixture } from '@travel/mocks';
import { signedOut } from '@travel/store';
import { ClientBookingBanner } from '../src/journey/ClientBookingBanner';
import { useKeptBookingParams } from '../src/journey/useKeptBookingParams';

const MAYA = SEEDED_CLIENT_IDS.maya;
const agent = agentProfileFixture('Agent');

/** The booking pages as a remote's App keeps them, with the links the Command Center and the pages give. */
function Journey() {
  useKeptBookingParams();
  const { pathname, search } = useLocation();
  return (
    <main tabIndex={-1}>
      <ClientBookingBanner />
      <p>At: {`${pathname}${search}`}</p>
      <Link to={`/booknow/hotels/search?clientId=${MAYA}`}>Book for Maya</Link>
      <Link to="/booknow/hotels/details?hotelId=2&rooms=2,1">Details</Link>
      <Link to="/booknow/hotels/checkout?hotelId=2&roomId=5">Checkout</Link>
    </main>
  );
}

const renderAt = (route: string) => renderInHost(<Journey />, { route });

beforeAll(() => initTestI18n());
beforeEach(() => sessionStorage.clear());
signOutAfterEach();

test('a visitor who came through a deal link keeps its id from the results to the details and the checkout', async () => {
  const user = userEvent.setup();
  renderAt('/booknow/hotels/search-details?cityId=1&dealLinkId=AbCdEfGhIj');
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(screen.getByText('At: /booknow/hotels/details?hotelId=2&rooms=2,1&dealLinkId=AbCdEfGhIj')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Checkout' }));
  expect(screen.getByText('At: /booknow/hotels/checkout?hotelId=2&roomId=5&dealLinkId=AbCdEfGhIj')).toBeInTheDocument();
});

test('a visitor who did not come through one gets none, and a malformed id is not kept', async () => {
  const user = userEvent.setup();
  renderAt('/booknow/hotels/search-details?cityId=1&dealLinkId=bad');
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(screen.getByText('At: /booknow/hotels/details?hotelId=2&rooms=2,1')).toBeInTheDocument();
});

test('an agent booking for a client keeps them to the checkout, with a banner that says for whom', async () => {
  const user = userEvent.setup();
  const { store } = renderAt('/booknow/hotels/search');
  signInAs(store, agent);
  await user.click(screen.getByRole('link', { name: 'Book for Maya' }));
  const banner = await screen.findByRole('region', { name: 'Booking for Maya Lindqvist' });
  expect(screen.getByRole('status')).toHaveTextContent('Booking for Maya Lindqvist');
  expect(banner).toContainElement(screen.getByRole('button', { name: 'Stop' }));
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(screen.getByText(`At: /booknow/hotels/details?hotelId=2&rooms=2,1&clientId=${MAYA}`)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Checkout' }));
  expect(screen.getByText(`At: /booknow/hotels/checkout?hotelId=2&roomId=5&clientId=${MAYA}`)).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Booking for Maya Lindqvist' })).toBeInTheDocument();
});

test('Stop drops the client from the page and the tab forgets them, the deal link stays; the main region takes the focus', async () => {
  const user = userEvent.setup();
  const { store } = renderAt('/booknow/hotels/search-details?cityId=1&dealLinkId=AbCdEfGhIj');
  signInAs(store, agent);
  await user.click(screen.getByRole('link', { name: 'Book for Maya' }));
  expect(screen.getByText(`At: /booknow/hotels/search?clientId=${MAYA}&dealLinkId=AbCdEfGhIj`)).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Booking for Maya Lindqvist' });
  // From the keyboard: Enter on Stop.
  screen.getByRole('button', { name: 'Stop' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('At: /booknow/hotels/search?dealLinkId=AbCdEfGhIj')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Booking for/ })).not.toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(screen.getByText('At: /booknow/hotels/details?hotelId=2&rooms=2,1&dealLinkId=AbCdEfGhIj')).toBeInTheDocument();
});

test('a traveller is never kept booking for a client: the client is dropped and forgotten, with no banner', async () => {
  const user = userEvent.setup();
  const { store } = renderAt('/booknow/hotels/search');
  signInAs(store, travellerProfileFixture);
  await user.click(screen.getByRole('link', { name: 'Book for Maya' }));
  expect(screen.getByText('At: /booknow/hotels/search')).toBeInTheDocument();
  expect(sessionStorage.getItem('travel.clientId')).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Details' }));
  expect(screen.getByText('At: /booknow/hotels/details?hotelId=2&rooms=2,1')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Booking for/ })).not.toBeInTheDocument();
});

test('nor a signed-out visitor; and an agent who signs out stops booking for the client', async () => {
  const user = userEvent.setup();
  const { store } = renderAt('/booknow/hotels/search');
  await user.click(screen.getByRole('link', { name: 'Book for Maya' }));
  expect(screen.getByText('At: /booknow/hotels/search')).toBeInTheDocument();

  signInAs(store, agent);
  await user.click(screen.getByRole('link', { name: 'Book for Maya' }));
  expect(await screen.findByRole('region', { name: 'Booking for Maya Lindqvist' })).toBeInTheDocument();
  act(() => void store.dispatch(signedOut()));
  expect(screen.getByText('At: /booknow/hotels/search')).toBeInTheDocument();
  expect(sessionStorage.getItem('travel.clientId')).toBeNull();
  expect(screen.queryByRole('region', { name: /Booking for/ })).not.toBeInTheDocument();
});
