import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { agencyFixture, agentProfileFixture, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner');
const renderPayment = (api: RequestHandler[] = [], user = owner) => renderCommand('/settings/payment', { user, api, agency: agencyFixture() });

test('an owner picks the demo gateway, adds EUR and turns the wallet off: exactly that is saved', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', '/api/agency/payment');
  renderPayment([puts.handler]);
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeInTheDocument();
  const gateways = await screen.findByRole('group', { name: 'Payment gateway' });
  expect(within(gateways).getByRole('radio', { name: /Stripe/ })).toBeChecked();
  await user.click(within(gateways).getByRole('radio', { name: /Demo card gateway/ }));
  const currencies = screen.getByRole('group', { name: 'Charge currencies' });
  await user.type(within(currencies).getByRole('searchbox', { name: 'Filter currencies' }), 'eur');
  await user.click(within(currencies).getByRole('checkbox', { name: /Euro/ }));
  expect(within(currencies).getByRole('status')).toHaveTextContent('Chosen: 2');
  await user.click(screen.getByRole('switch', { name: 'Travellers may pay with their wallet credits' }));
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(await screen.findByText('Payment settings saved. Checkouts now use them.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([{ gateway: 'demo', chargeCurrencies: ['USD', 'EUR'], walletOffered: false }]);
});

test('without the catalogue currency a warning says card payments stop; with no currency at all nothing is sent', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', '/api/agency/payment');
  renderPayment([puts.handler]);
  const currencies = await screen.findByRole('group', { name: 'Charge currencies' });
  await user.click(within(currencies).getByRole('checkbox', { name: /EUR/ }));
  await user.click(within(currencies).getByRole('checkbox', { name: /US Dollar/ }));
  expect(within(currencies).getByRole('note')).toHaveTextContent('Without USD, bookings from the built-in catalogue cannot be paid by card');
  await user.click(within(currencies).getByRole('checkbox', { name: /EUR/ }));
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(within(currencies).getByRole('alert')).toHaveTextContent('Charge in at least one currency.');
  expect(within(currencies).getByRole('searchbox', { name: 'Filter currencies' })).toHaveFocus();
  expect(puts.bodies).toEqual([]);
});

test("the server's refusal is shown and the choices stay as they were typed", async () => {
  const user = userEvent.setup();
  const refuse = http.put('*/api/agency/payment', () => HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'body.gateway: unknown paypal' } }, { status: 400 }));
  renderPayment([refuse]);
  await user.click(await screen.findByRole('radio', { name: /Demo card gateway/ }));
  await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment settings were not saved: body.gateway: unknown paypal');
  expect(screen.getByRole('radio', { name: /Demo card gateway/ })).toBeChecked();
});

test.each(['SalesAgent', 'Agent'] as const)('a %s is told their role has no access, with no form', (userType) => {
  renderPayment([], agentProfileFixture(userType));
  expect(screen.getByText('Your role does not have access to this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save payment settings' })).not.toBeInTheDocument();
});
