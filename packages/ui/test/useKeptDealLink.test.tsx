import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from '../src/router';
import { useKeptDealLink } from '../src/useKeptDealLink';

function Journey() {
  useKeptDealLink();
  const { pathname, search } = useLocation();
  return (
    <>
      <p>At: {`${pathname}${search}`}</p>
      <Link to="/booknow/hotels/details?hotelId=2&rooms=2,1">Details</Link>
      <Link to="/booknow/hotels/checkout?hotelId=2&roomId=5">Checkout</Link>
    </>
  );
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]} future={ROUTER_FUTURE}>
      <Journey />
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());

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
