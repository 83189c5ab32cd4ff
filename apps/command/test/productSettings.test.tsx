import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { agencyFixture, agentProfileFixture, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { selectAgency } from '@travel/store';
import { renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner');
const renderProduct = (api: RequestHandler[] = []) => renderCommand('/settings/product', { user: owner, api, agency: agencyFixture() });

test('an owner turns Cars off: saved, and the agency the whole site reads follows at once', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', '/api/agency/product');
  const { store } = renderProduct([puts.handler]);
  expect(screen.getByRole('heading', { level: 1, name: 'Product Settings' })).toBeInTheDocument();
  const cars = await within(await screen.findByRole('group', { name: 'Services' })).findByRole('checkbox', { name: 'Cars' });
  expect(cars).toBeChecked();
  await user.click(cars);
  await user.click(screen.getByRole('button', { name: 'Save product settings' }));
  expect(await screen.findByText('Product settings saved. Your site now offers what you chose.')).toBeInTheDocument();
  expect(puts.bodies).toHaveLength(1);
  expect(puts.bodies[0]).toMatchObject({ services: expect.arrayContaining([{ title: 'Cars', active: false }, { title: 'Hotels', active: true }]) });
  expect(selectAgency(store.getState())?.bookingMenuItemOptions).toContainEqual({ title: 'Cars', active: false });
});

test('every service off is refused next to the services, which get the focus; nothing is sent', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', '/api/agency/product');
  renderProduct([puts.handler]);
  const services = await screen.findByRole('group', { name: 'Services' });
  for (const box of within(services).getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Save product settings' }));
  expect(within(services).getByRole('alert')).toHaveTextContent('Keep at least one service active.');
  expect(within(services).getAllByRole('checkbox')[0]).toHaveFocus();
  expect(puts.bodies).toEqual([]);
});

test('a language taken off moves the default to the first one left; the default is chosen among those offered', async () => {
  const user = userEvent.setup();
  renderProduct();
  const languages = await screen.findByRole('group', { name: 'Languages' });
  const defaultLanguage = within(languages).getByRole('combobox', { name: 'Default language' });
  expect(defaultLanguage).toHaveValue('en');
  await user.click(within(languages).getByRole('checkbox', { name: 'English' }));
  expect(defaultLanguage).not.toHaveValue('en');
  expect(within(defaultLanguage).queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
});

test('a long list is filtered by what is typed, and counts what is chosen', async () => {
  const user = userEvent.setup();
  renderProduct();
  const countries = await screen.findByRole('group', { name: 'Countries' });
  expect(within(countries).getByRole('radio', { name: 'Every country' })).toBeChecked();
  await user.click(within(countries).getByRole('radio', { name: 'Only the countries I choose' }));
  await user.type(within(countries).getByRole('searchbox', { name: 'Filter countries' }), 'norw');
  await user.click(within(countries).getByRole('checkbox', { name: 'Norway' }));
  expect(within(countries).getByRole('status')).toHaveTextContent('Chosen: 1');
  expect(within(countries).queryByRole('checkbox', { name: 'Sweden' })).not.toBeInTheDocument();
});

test('saving with nothing changed says so and sends nothing', async () => {
  const user = userEvent.setup();
  const puts = recordBodies('put', '/api/agency/product');
  renderProduct([puts.handler]);
  await user.click(await screen.findByRole('button', { name: 'Save product settings' }));
  expect(screen.getByText('No changes to save.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([]);
});

test("the server's refusal is shown and what was chosen stays", async () => {
  const user = userEvent.setup();
  const refuse = http.put('*/api/agency/product', () => HttpResponse.json({ error: { code: 'VALIDATION_FAILED', message: 'body.currencies: unknown XQQ' } }, { status: 400 }));
  renderProduct([refuse]);
  const cars = await within(await screen.findByRole('group', { name: 'Services' })).findByRole('checkbox', { name: 'Cars' });
  await user.click(cars);
  await user.click(screen.getByRole('button', { name: 'Save product settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The product settings were not saved: body.currencies: unknown XQQ');
  expect(cars).not.toBeChecked();
});

test('settings that cannot be loaded say so, with a way to try again', async () => {
  renderProduct([http.get('*/api/agency/product', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }))]);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your product settings just now.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test.each(['SalesAgent', 'Agent'] as const)('a %s is told their role has no access, with no form', (userType) => {
  renderCommand('/settings/product', { user: agentProfileFixture(userType) });
  expect(screen.getByText('Your role does not have access to this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save product settings' })).not.toBeInTheDocument();
});
