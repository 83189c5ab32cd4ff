import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { UserProfile } from '@travel/contracts';
import { agencyFixture, agentProfileFixture as agentProfile, currentUrl, initTestI18n, recordBodies, signOutAfterEach } from '@travel/mocks';
import { selectAgency } from '@travel/store';
import { renderCommand as renderSignedIn } from './signedInCommand';

beforeAll(() => initTestI18n());
signOutAfterEach();

const renderWebsite = (user: UserProfile, api: RequestHandler[] = []) => renderSignedIn('/settings/website', { user, api });
const recordPuts = () => recordBodies('put', '/api/agency/website');

test('an owner changes the brand colour, texts and contacts; the preview follows as they type and the site takes them on saving', async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  const { store } = renderWebsite(agentProfile('AgencyOwner'), [puts.handler]);
  expect(screen.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeInTheDocument();
  const colour = screen.getByRole('textbox', { name: 'Primary colour' });
  expect(colour).toHaveValue(agencyFixture().primaryColor);
  expect(screen.getByLabelText('Page title')).toHaveValue(agencyFixture().metaData.title);

  await user.clear(colour);
  await user.type(colour, '#ffd400');
  // A light colour gets black text in the preview, as on the site (SPEC 4 foreground rule).
  expect(screen.getByText('Book Now')).toHaveStyle({ color: '#000000' });
  const keywords = screen.getByLabelText('Keywords');
  await user.clear(keywords);
  await user.type(keywords, 'beach,  city breaks , ');
  await user.clear(screen.getByLabelText('Phone'));
  await user.click(screen.getByRole('checkbox', { name: 'Show the phone number in the footer' }));
  await user.click(screen.getByRole('button', { name: 'Save website' }));

  expect(await screen.findByText('Website saved. Your site now shows the changes.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([
    expect.objectContaining({
      primaryColor: '#ffd400',
      metaData: expect.objectContaining({ keywords: ['beach', 'city breaks'] }),
      contactPhoneNumber: '',
      displaySupportPhoneFooter: !agencyFixture().displaySupportPhoneFooter,
    }),
  ]);
  expect(selectAgency(store.getState())).toMatchObject({ primaryColor: '#ffd400', contactPhoneNumber: '' });
});

test('values the site cannot take are refused next to their fields, the first gets the focus, nothing is sent', async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  renderWebsite(agentProfile('Admin'), [puts.handler]);
  const colour = screen.getByRole('textbox', { name: 'Primary colour' });
  await user.clear(colour);
  await user.type(colour, 'teal');
  const email = screen.getByLabelText('Email');
  await user.clear(email);
  await user.type(email, 'help@');
  await user.click(screen.getByRole('button', { name: 'Save website' }));
  expect(colour).toHaveAccessibleDescription(expect.stringContaining('Enter a colour as # and six hex digits, such as #2c7be5.'));
  expect(email).toHaveAccessibleDescription('Enter an email address such as help@example.com, or leave it empty.');
  expect(colour).toHaveFocus();
  expect(puts.bodies).toEqual([]);
});

test("the server's refusal is shown and what was typed is kept", async () => {
  const user = userEvent.setup();
  const refuse = http.put('*/api/agency/website', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Your account may not do this' } }, { status: 403 }));
  const { store } = renderWebsite(agentProfile('AgencyOwner'), [refuse]);
  const title = screen.getByLabelText('Page title');
  await user.clear(title);
  await user.type(title, 'Trips made personal');
  await user.click(screen.getByRole('button', { name: 'Save website' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The website settings were not saved: Your account may not do this');
  expect(title).toHaveValue('Trips made personal');
  expect(selectAgency(store.getState())?.metaData.title).toBe(agencyFixture().metaData.title);
});

test('a sales agent is told the website is for owners and admins, with no form', () => {
  renderWebsite(agentProfile('SalesAgent'));
  expect(screen.getByText('Your role does not have access to this page')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save website' })).not.toBeInTheDocument();
});

test("the sidebar's Customize Theme opens Website Settings, where the brand colour is", () => {
  renderSignedIn('/settings/theme', { user: agentProfile('AgencyOwner') });
  expect(screen.getByRole('heading', { level: 1, name: 'Website Settings' })).toBeInTheDocument();
  expect(currentUrl().pathname).toBe('/settings/website');
});

test("the sidebar's links out: an http address or a nameless pay product is refused by its field, then saved once put right", async () => {
  const user = userEvent.setup();
  const puts = recordPuts();
  const { store } = renderWebsite(agentProfile('Admin'), [puts.handler]);
  const academy = screen.getByLabelText('Academy address');
  expect(academy).toHaveValue('https://academy.example.com/wayfarer');
  await user.clear(academy);
  await user.type(academy, 'http://learn.example.com');
  await user.clear(screen.getByLabelText('Pay product name'));
  await user.click(screen.getByRole('button', { name: 'Save website' }));
  expect(academy).toHaveAccessibleDescription(/Enter an address starting with https:\/\/, or leave it empty\./);
  expect(screen.getByLabelText('Pay product name')).toHaveAccessibleDescription(/Enter a name for the pay product, or clear its address\./);
  expect(academy).toHaveFocus();
  expect(puts.bodies).toEqual([]);

  await user.clear(academy);
  await user.type(academy, 'https://learn.example.com');
  await user.clear(screen.getByLabelText('Pay product address'));
  await user.clear(screen.getByLabelText('Applications address'));
  await user.click(screen.getByRole('button', { name: 'Save website' }));
  expect(await screen.findByText('Website saved. Your site now shows the changes.')).toBeInTheDocument();
  expect(puts.bodies).toEqual([expect.objectContaining({ academyUrl: 'https://learn.example.com', applicationsUrl: '', payProduct: { label: '', url: '' } })]);
  expect(selectAgency(store.getState())).toMatchObject({ academyUrl: 'https://learn.example.com', payProduct: { label: '', url: '' } });
});
