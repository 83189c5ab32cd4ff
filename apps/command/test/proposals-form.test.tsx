import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COMMAND_ERROR_CODES, isoDay } from '@travel/contracts';
import { SEEDED_CLIENT_IDS, agentProfileFixture, currentUrl, recordBodies } from '@travel/mocks';
import { renderCommand, withSeededProposals } from './signedInCommand';

withSeededProposals();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const field = (label: string) => screen.getByLabelText(label);
const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

test('a new proposal starts with an expiry in 14 days and a 5 % threshold; every rule is checked in the browser, the focus on the first wrong field, nothing sent', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/proposals');
  renderCommand('/proposals/new', { user: owner, api: [posts.handler] });
  expect(screen.getByRole('heading', { level: 1, name: 'New proposal' })).toBeInTheDocument();
  expect(field('Last day to accept')).toHaveValue(inDays(14));
  expect(field('Price alert threshold (%)')).toHaveValue('5');

  await user.clear(field('Last day to accept'));
  await user.type(field('Last day to accept'), inDays(-1));
  await user.clear(field('Price alert threshold (%)'));
  await user.type(field('Price alert threshold (%)'), '150');
  await user.click(screen.getByRole('button', { name: 'Create proposal' }));
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveFocus();
  expect(screen.getByText('Choose a client.')).toBeInTheDocument();
  expect(field('Title')).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
  expect(field('Last day to accept')).toHaveAccessibleDescription(expect.stringContaining('Choose a day from today and within a year.'));
  expect(field('Price alert threshold (%)')).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 1 to 100.'));
  expect(posts.bodies).toEqual([]);
});

test('from a client\'s page the client is chosen; the new draft is created and its page opens, explaining how to add offers', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/proposals');
  renderCommand(`/proposals/new?clientId=${SEEDED_CLIENT_IDS.maya}`, { user: owner, api: [posts.handler] });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lindqvist'));
  await user.type(field('Title'), '  Autumn in Porto ');
  await user.type(field('Message to the client'), 'Two ideas for October.');
  await user.click(screen.getByRole('button', { name: 'Create proposal' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Autumn in Porto' })).toHaveFocus();
  expect(screen.getByText('The proposal was created. Now add offers to it.')).toBeInTheDocument();
  expect(currentUrl().pathname).toMatch(/^\/proposals\/[0-9a-f-]{36}$/);
  expect(posts.bodies).toEqual([
    { clientId: SEEDED_CLIENT_IDS.maya, title: 'Autumn in Porto', message: 'Two ideas for October.', expiresAt: new Date(`${inDays(14)}T23:59:59.999`).toISOString(), driftThresholdPercent: 5 },
  ]);
  expect(screen.getByText('Search hotels or flights and choose Add to proposal on the offer you want.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/booknow/hotels');
  expect(screen.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/booknow/flights');
});

test('a refused create says why and keeps everything typed', async () => {
  const user = userEvent.setup();
  const refuse = http.post('*/api/agency/proposals', () => HttpResponse.json({ error: { code: COMMAND_ERROR_CODES.clientNotFound, message: 'No client' } }, { status: 404 }));
  renderCommand(`/proposals/new?clientId=${SEEDED_CLIENT_IDS.maya}`, { user: owner, api: [refuse] });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lindqvist'));
  await user.type(field('Title'), 'Autumn in Porto');
  await user.click(screen.getByRole('button', { name: 'Create proposal' }));
  expect(await screen.findByText('This client does not exist or is not yours. Choose another.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Client' })).toHaveFocus();
  expect(field('Title')).toHaveValue('Autumn in Porto');
});

test("any other failure is said in the server's words above the button, and the form stays as typed", async () => {
  const user = userEvent.setup();
  const down = http.post('*/api/agency/proposals', () => HttpResponse.json({ error: { code: 'INTERNAL', message: 'The database is resting' } }, { status: 500 }));
  renderCommand(`/proposals/new?clientId=${SEEDED_CLIENT_IDS.maya}`, { user: owner, api: [down] });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lindqvist'));
  await user.type(field('Title'), 'Autumn in Porto');
  await user.click(screen.getByRole('button', { name: 'Create proposal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That did not work: The database is resting');
  expect(field('Title')).toHaveValue('Autumn in Porto');
  expect(currentUrl().pathname).toBe('/proposals/new');
});

test("a client's page offers New proposal for them", async () => {
  renderCommand(`/clients/${SEEDED_CLIENT_IDS.maya}`, { user: owner });
  expect(await screen.findByRole('link', { name: 'New proposal' })).toHaveAttribute('href', `/proposals/new?clientId=${SEEDED_CLIENT_IDS.maya}`);
});
