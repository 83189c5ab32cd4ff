import { screen, within } from '@testing-library/react';
import { flightDetailsPath, type FlightDetailsQuery } from '@travel/contracts';
import { initTestI18n } from '@travel/mocks';
import { daysFromNow, renderFlights } from './renderFlights';

beforeAll(() => initTestI18n('en'));

const depart = daysFromNow(30);
const back = daysFromNow(37);
const choice: FlightDetailsQuery = {
  from: 'OSL',
  to: 'JFK',
  depart,
  return: back,
  adults: 2,
  children: 0,
  infants: 1,
  cabin: 'economy',
  // The two-stop journey: an overnight change of airport in London, then Chicago.
  outbound: `DY1302.${depart}_BA295.${daysFromNow(31)}_AA1400.${daysFromNow(31)}`,
  inbound: `DY7002.${back}`,
  currency: 'USD',
};

test('every flight and wait of the trip, with its warnings, then the brands side by side with their rules', async () => {
  renderFlights(flightDetailsPath(choice));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your trip: Oslo – New York' })).toBeInTheDocument();

  const outbound = screen.getByRole('region', { name: 'Outbound' });
  expect(within(outbound).getByText('Norwegian')).toBeInTheDocument();
  expect(within(outbound).getByText('DY 1302')).toBeInTheDocument();
  expect(within(outbound).getAllByText('Boeing 737-800')).toHaveLength(2);
  expect(within(outbound).getAllByText(/Gatwick Airport/)[0]).toHaveTextContent('Gatwick Airport (LGW), terminal S');
  expect(within(outbound).getByText(/layover in London/)).toBeInTheDocument();
  expect(within(outbound).getByText('Overnight layover')).toBeInTheDocument();
  expect(within(outbound).getByText('Long layover')).toBeInTheDocument();
  expect(within(outbound).getByText('Change of airport: you land at LGW and leave from LHR')).toBeInTheDocument();
  expect(within(outbound).getByText('+1')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Return' })).toHaveTextContent('DY 7002');

  const brands = screen.getAllByRole('listitem').filter((item) => item.classList.contains('fare-brand'));
  expect(brands.map((brand) => within(brand).getByRole('heading', { level: 3 }).textContent)).toEqual(['Basic', 'Standard', 'Flex']);
  const [basic, standard, flex] = brands as [HTMLElement, HTMLElement, HTMLElement];
  expect(basic).toHaveTextContent('Checked bagsNot included');
  expect(basic).toHaveTextContent('ChangesNot allowed');
  expect(standard).toHaveTextContent('Checked bags1 bag of 23 kg');
  expect(standard).toHaveTextContent('Changes$75.00 per passenger');
  expect(flex).toHaveTextContent('CancellationFull refund');
  expect(basic).toHaveTextContent('Only 2 seats left');
  expect(within(standard).getByText('round trip, all travellers')).toBeInTheDocument();
  const link = within(standard).getByRole('link', { name: 'Choose Standard' });
  expect(link.getAttribute('href')).toMatch(/^\/booknow\/flights\/reservation-details\?outbound=DY1302\..*&inbound=DY7002\..*&brand=standard$/);
});

test('a flight no longer in the search says so and leads back to the results', async () => {
  renderFlights(flightDetailsPath({ ...choice, outbound: `DY9999.${depart}` }));
  expect(await screen.findByRole('heading', { name: 'This flight is no longer available' })).toBeInTheDocument();
  const back = screen.getAllByRole('link', { name: 'Back to the flights' })[0]!;
  expect(back.getAttribute('href')).toMatch(/^\/booknow\/flights\/search-details\?from=OSL&to=JFK/);
});
