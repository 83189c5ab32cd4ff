import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { Autosuggest, Pagination, RoomsGuestsField, type RoomDraft, type SuggestionOption } from '@travel/ui/search';

beforeAll(() => initTestI18n('en'));

const OPTIONS: SuggestionOption[] = [
  { key: 'oslo', label: 'Oslo, Norway', detail: 'City' },
  { key: 'osaka', label: 'Osaka, Japan', detail: 'City' },
  { key: 'harbour', label: 'Oslo Harbour House', detail: 'Hotel in Oslo' },
];

function AutosuggestHarness({ failed = false, failureMessage }: { failed?: boolean; failureMessage?: string }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState('');
  return (
    <>
      <Autosuggest label="Destination" value={text} onChange={setText} onSelect={(option) => { setText(option.label); setPicked(option.key); }}
        options={text.length >= 2 ? OPTIONS : []} loading={false} failed={failed} failureMessage={failureMessage} />
      <output data-testid="picked">{picked}</output>
    </>
  );
}

describe('Autosuggest', () => {
  test('arrow keys move through the suggestions, Enter picks one, and the box shows it', async () => {
    const user = userEvent.setup();
    renderInHost(<AutosuggestHarness />);
    const box = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(box, 'os');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Osaka, Japan/ })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Osaka/ }).id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Oslo Harbour House/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Oslo Harbour House');
    expect(screen.getByTestId('picked')).toHaveTextContent('harbour');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the list and keeps the text; a click picks', async () => {
    const user = userEvent.setup();
    renderInHost(<AutosuggestHarness />);
    const box = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(box, 'osl');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('osl');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /Oslo, Norway/ }));
    expect(screen.getByTestId('picked')).toHaveTextContent('oslo');
  });

  test("a failure shows the server's text", async () => {
    const user = userEvent.setup();
    renderInHost(<AutosuggestHarness failed failureMessage="The suggestion service is down" />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'os');
    expect(screen.getByRole('alert')).toHaveTextContent('The suggestion service is down');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  test("a failure without a server text says 'Failed to fetch suggestions'", async () => {
    const user = userEvent.setup();
    renderInHost(<AutosuggestHarness failed />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'os');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch suggestions$/);
  });
});

function RoomsHarness() {
  const [rooms, setRooms] = useState<RoomDraft[]>([{ adults: 2, childAges: [] }]);
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <RoomsGuestsField value={rooms} onChange={setRooms} showErrors={submitted} />
      <button type="button" onClick={() => setSubmitted(true)}>Submit</button>
    </>
  );
}

describe('RoomsGuestsField', () => {
  test('the summary counts rooms, adults and children; at most 5 rooms', async () => {
    const user = userEvent.setup();
    renderInHost(<RoomsHarness />);
    const trigger = screen.getByRole('button', { name: /Rooms and guests/ });
    expect(trigger).toHaveAccessibleName('Rooms and guests 1 room, 2 adults');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'More children in room 1' }));
    expect(trigger).toHaveAccessibleName('Rooms and guests 1 room, 2 adults, 1 child');
    const add = screen.getByRole('button', { name: 'Add a room' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(trigger).toHaveAccessibleName('Rooms and guests 5 rooms, 6 adults, 1 child');
    expect(add).toBeDisabled();
    expect(screen.getByText('Up to 5 rooms in one booking.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove room 5' }));
    expect(add).toBeEnabled();
  });

  test("after a submit, a child's missing age is an error at the age select", async () => {
    const user = userEvent.setup();
    renderInHost(<RoomsHarness />);
    await user.click(screen.getByRole('button', { name: /Rooms and guests/ }));
    await user.click(screen.getByRole('button', { name: 'More children in room 1' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveAccessibleDescription('Choose the age of every child.');
    const age = screen.getByLabelText('Age of child 1');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    expect(age).toHaveAccessibleDescription("Choose this child's age.");
    await user.selectOptions(age, '7');
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText("Choose this child's age.")).not.toBeInTheDocument();
  });
});

test('Pagination marks the current page and links the pages around it', () => {
  renderInHost(<Pagination page={3} pageCount={9} hrefFor={(page) => `/list?page=${page}`} />);
  const nav = screen.getByRole('navigation', { name: 'Pages' });
  expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?page=2');
  expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/list?page=4');
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Previous', '1', '2', '3', '4', '9', 'Next']);
});
