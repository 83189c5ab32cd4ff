import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentProfileFixture, dealLinksMock, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { onAPhone, renderCommand } from './signedInCommand';

beforeAll(() => initTestI18n());
beforeEach(() => dealLinksMock.reset());
signOutAfterEach();

const owner = agentProfileFixture('AgencyOwner', 'Olivia');
const sales = agentProfileFixture('SalesAgent', 'Sam');

const table = () => screen.getByRole('table', { name: 'Your deal links' });
const labels = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span')?.textContent);
const rowOf = (label: string) => {
  const row = within(table()).getByText(label).closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return row;
};

test('the list: label, service, short link, clicks, bookings, sales and expiry, newest first', async () => {
  renderCommand('/deal-link', { user: owner });
  expect(await screen.findByText('3 deal links')).toHaveAttribute('role', 'status');
  expect(labels()).toEqual(['Weekend in Lisbon', 'Oslo to New York', 'Spring sale']);
  const cells = within(rowOf('Oslo to New York')).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells.slice(0, 5)).toEqual(['Flights', `${window.location.origin}/url/AgentLive1Copy`, '14', '2', '$1,040.00']);
  expect(within(rowOf('Spring sale')).getByText('Expired')).toBeInTheDocument();
  expect(within(rowOf('Weekend in Lisbon')).getByText('Never')).toBeInTheDocument();

});

test('a sales agent sees only the links they made', async () => {
  renderCommand('/deal-link', { user: sales });
  expect(await screen.findByText('1 deal link')).toBeInTheDocument();
  expect(labels()).toEqual(['Weekend in Lisbon']);
});

test('every rule of the form is checked in the browser: a message next to each field, the focus on the first, nothing sent', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/deal-links');
  renderCommand('/deal-link', { user: owner, api: [posts.handler] });
  await screen.findByText('3 deal links');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  expect(screen.getByLabelText('Label')).toHaveFocus();
  expect(screen.getByLabelText('Label')).toHaveAccessibleDescription(expect.stringContaining('Enter a label.'));
  expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Paste a link of this site.'));

  await user.type(screen.getByLabelText('Label'), 'Elsewhere');
  await user.type(screen.getByLabelText('Link'), 'https://evil.example/booknow/hotels/search');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  expect(screen.getByLabelText('Link')).toHaveFocus();
  expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Paste a link of this site, not of another website.'));

  await user.clear(screen.getByLabelText('Link'));
  await user.type(screen.getByLabelText('Link'), '/booknow/hotels/checkout?hotelId=2');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Paste a hotel or flight search, its results or an offer.'));
  expect(posts.bodies).toEqual([]);
});

test('a pasted link of this site becomes a new link: its path sent, the end of the chosen day as expiry, the list showing it first', async () => {
  const user = userEvent.setup();
  const posts = recordBodies('post', '/api/agency/deal-links');
  renderCommand('/deal-link', { user: owner, api: [posts.handler] });
  await screen.findByText('3 deal links');
  await user.type(screen.getByLabelText('Label'), 'Paris in June');
  await user.type(screen.getByLabelText('Link'), `${window.location.origin}/booknow/hotels/search-details?cityId=102&place=Paris&rooms=2`);
  await user.type(screen.getByLabelText('Last day (optional)'), '2099-06-30');
  await user.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('The link “Paris in June” was created.')).toBeInTheDocument();
  expect(posts.bodies).toEqual([{ label: 'Paris in June', target: '/booknow/hotels/search-details?cityId=102&place=Paris&rooms=2', expiresAt: new Date('2099-06-30T23:59:59.999').toISOString() }]);
  expect(await screen.findByText('4 deal links')).toBeInTheDocument();
  expect(labels()[0]).toBe('Paris in June');
  expect(screen.getByLabelText('Label')).toHaveValue('');
});

test('Copy puts the short link on the clipboard and says "Copied", to screen readers too', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  renderCommand('/deal-link', { user: owner });
  await screen.findByText('3 deal links');
  await user.click(screen.getByRole('button', { name: 'Copy the link Oslo to New York' }));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/url/AgentLive1`);
  expect(within(rowOf('Oslo to New York')).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(within(rowOf('Oslo to New York')).getByRole('status')).toHaveTextContent('Copied');
});

test('Delete asks first; Cancel keeps the link, confirming deletes it and says so', async () => {
  const user = userEvent.setup();
  renderCommand('/deal-link', { user: owner });
  await screen.findByText('3 deal links');
  await user.click(screen.getByRole('button', { name: 'Delete Spring sale' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this deal link?' });
  expect(dialog).toHaveTextContent('“Spring sale” stops working at once. Bookings made through it stay.');
  await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(labels()).toContain('Spring sale');

  await user.click(screen.getByRole('button', { name: 'Delete Spring sale' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete link' }));
  expect(await screen.findByText('The link “Spring sale” was deleted.')).toBeInTheDocument();
  await waitFor(() => expect(labels()).toEqual(['Weekend in Lisbon', 'Oslo to New York']));
});

describe('on a phone', () => {
  onAPhone();

  const fact = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextSibling;

  test('each link is a card named after its label, with every fact of the table, Copy and Delete', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderCommand('/deal-link', { user: owner });
    await screen.findByText('3 deal links');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(expect.arrayContaining(['Weekend in Lisbon', 'Oslo to New York', 'Spring sale']));
    const oslo = screen.getByRole('article', { name: 'Oslo to New York' });
    // Who made it follows the title, outside the card's name.
    expect(within(oslo).getByText(/^by /)).toHaveClass('deal-link-maker');
    expect(fact(oslo, 'Short link')).toHaveTextContent(`${window.location.origin}/url/AgentLive1`);
    expect(fact(oslo, 'Service')).toHaveTextContent('Flights');
    expect(fact(oslo, 'Clicks')).toHaveTextContent('14');
    expect(fact(oslo, 'Bookings')).toHaveTextContent('2');
    expect(fact(oslo, 'Sales')).toHaveTextContent('$1,040.00');
    expect(fact(screen.getByRole('article', { name: 'Spring sale' }), 'Expires')).toHaveTextContent('Expired');
    expect(fact(screen.getByRole('article', { name: 'Weekend in Lisbon' }), 'Expires')).toHaveTextContent('Never');

    await user.click(within(oslo).getByRole('button', { name: 'Copy the link Oslo to New York' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/url/AgentLive1`);
    expect(within(oslo).getByRole('status')).toHaveTextContent('Copied');

    // Delete from the keyboard, as in the table.
    within(screen.getByRole('article', { name: 'Spring sale' })).getByRole('button', { name: 'Delete Spring sale' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this deal link?' })).getByRole('button', { name: 'Delete link' }));
    expect(await screen.findByText('The link “Spring sale” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spring sale' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

test('a visitor sent from an expired or unknown link reads that it is gone, signed in or not', async () => {
  renderCommand('/deal-link?expired=1');
  expect(await screen.findByRole('heading', { level: 1, name: 'This deal link has expired or does not exist' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
