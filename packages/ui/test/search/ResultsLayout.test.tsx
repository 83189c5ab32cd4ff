import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { CheckboxGroupFilter, PriceRangeFilter, ResultsLayout, activeFilterCount, type PriceRange } from '@travel/ui/search';

beforeAll(() => initTestI18n('en'));

/** The window's width, as a phone or a desktop has it; the layout follows resize events. */
function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}
afterEach(() => setWidth(1024));

interface Filters {
  stars?: string[];
  price?: PriceRange;
}

const STAR_OPTIONS = [
  { value: '5', label: '5 stars', count: 4 },
  { value: '4', label: '4 stars', count: 2 },
  { value: '1', label: '1 star', count: 0 },
];

/** A results page as a service builds one: the URL's filters are state here, and every apply is recorded. */
function Page({ initial = {}, applied }: { initial?: Filters; applied: Filters[] }) {
  const [filters, setFilters] = useState<Filters>(initial);
  const [sort, setSort] = useState<'price' | 'rating'>('price');
  return (
    <ResultsLayout<Filters, 'price' | 'rating'>
      searchForm={
        <form aria-label="Search hotels">
          <label>
            Destination <input defaultValue="Oslo" />
          </label>
        </form>
      }
      summary={['Oslo, Norway', 'Jan 8 – 11', '2 guests']}
      head={<h1>Hotels in Oslo</h1>}
      sort={{ label: 'Sort by', value: sort, options: [{ value: 'price', label: 'Lowest price' }, { value: 'rating', label: 'Best rated' }], onChange: setSort }}
      filters={{
        value: filters,
        empty: {},
        active: activeFilterCount({ stars: filters.stars, price: filters.price?.min ?? filters.price?.max }),
        onApply: (next) => {
          applied.push(next);
          setFilters(next);
        },
        render: ({ value, onChange, mode }) => (
          <>
            <PriceRangeFilter
              legend="Price per night"
              hint="One night for all your rooms."
              currency="USD"
              value={value.price ?? {}}
              {...(mode === 'sheet' ? { onChange: (price: PriceRange) => onChange({ ...value, price }) } : { onApply: (price: PriceRange) => onChange({ ...value, price }) })}
            />
            <CheckboxGroupFilter counted="hotels" legend="Star rating" options={STAR_OPTIONS} selected={value.stars ?? []} onChange={(stars) => onChange({ ...value, stars })} />
          </>
        ),
      }}
    >
      <ol aria-label="Hotels">
        <li>Harbour Hotel</li>
      </ol>
    </ResultsLayout>
  );
}

describe('on a phone', () => {
  beforeEach(() => setWidth(390));

  test('the search is a one-line summary that opens the full form, and folds it again', async () => {
    const user = userEvent.setup();
    renderInHost(<Page applied={[]} />);
    // Each part is its own box, which the name may pad with a space.
    const summary = screen.getByRole('button', { name: /^Change search, Oslo, Norway ?, Jan 8 – 11 ?, 2 guests$/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    const form = screen.getByRole('form', { hidden: true, name: 'Search hotels' });
    expect(summary).toHaveAttribute('aria-controls', form.parentElement?.id);
    expect(form.parentElement).not.toBeVisible();
    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeVisible();
    await user.click(summary);
    expect(form.parentElement).not.toBeVisible();
  });

  test('Sort and Filters sit in a bar above the list; the filters are not beside it', () => {
    renderInHost(<Page initial={{ stars: ['5', '4'], price: { max: 200 } }} applied={[]} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the filter sheet is a modal dialog: focus starts inside, changes apply only on Apply, and focus goes back to Filters', async () => {
    const user = userEvent.setup();
    const applied: Filters[] = [];
    renderInHost(<Page applied={applied} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByRole('button', { name: 'Close filters' })).toHaveFocus();

    await user.click(within(sheet).getByRole('checkbox', { name: /^5 stars/ }));
    await user.type(within(sheet).getByLabelText('Max (USD)'), '250');
    expect(applied).toEqual([]);
    // In the sheet the price has no Apply of its own: one Apply for everything.
    expect(within(sheet).getAllByRole('button', { name: 'Apply' })).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));

    expect(applied).toEqual([{ stars: ['5'], price: { min: undefined, max: 250 } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveFocus();
  });

  test('Clear takes every filter off in the sheet, and nothing changes until Apply', async () => {
    const user = userEvent.setup();
    const applied: Filters[] = [];
    renderInHost(<Page initial={{ stars: ['4'], price: { min: 50 } }} applied={applied} />);
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = screen.getByRole('dialog');
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    expect(within(sheet).getByRole('checkbox', { name: /^4 stars/ })).not.toBeChecked();
    expect(within(sheet).getByLabelText('Min (USD)')).toHaveValue('');
    expect(applied).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  test('Escape and the close button leave without applying, focus back on Filters', async () => {
    const user = userEvent.setup();
    const applied: Filters[] = [];
    renderInHost(<Page applied={applied} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('checkbox', { name: /^4 stars/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog');
    // The draft of the last visit is gone: the sheet starts from what the list shows.
    expect(within(sheet).getByRole('checkbox', { name: /^4 stars/ })).not.toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    expect(applied).toEqual([]);
  });

  test('Tab stays inside the sheet', async () => {
    const user = userEvent.setup();
    renderInHost(<Page applied={[]} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog');
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    const apply = within(sheet).getByRole('button', { name: 'Apply' });
    await user.tab({ shift: true });
    expect(apply).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  test('a wrong price stops Apply, says why next to the box and takes the focus', async () => {
    const user = userEvent.setup();
    const applied: Filters[] = [];
    renderInHost(<Page applied={applied} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog');
    await user.type(within(sheet).getByLabelText('Min (USD)'), '300');
    await user.type(within(sheet).getByLabelText('Max (USD)'), '100');
    await user.click(within(sheet).getByRole('checkbox', { name: /^5 stars/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    const max = within(sheet).getByLabelText('Max (USD)');
    expect(max).toHaveFocus();
    expect(max).toHaveAccessibleDescription('The maximum must not be below the minimum.');
    expect(applied).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('on a wide screen', () => {
  test('the form stays open, the filters are a sidebar whose changes apply at once, Sort is beside the heading', async () => {
    const user = userEvent.setup();
    const applied: Filters[] = [];
    renderInHost(<Page initial={{ stars: ['4'] }} applied={applied} />);
    expect(screen.queryByRole('button', { name: /^Change search/ })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Search hotels' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(sidebar).getByRole('checkbox', { name: /^5 stars/ }));
    expect(applied).toEqual([{ stars: ['4', '5'] }]);
    await user.click(within(sidebar).getByRole('button', { name: 'Clear filters' }));
    expect(applied.at(-1)).toEqual({});
    expect(within(sidebar).getByRole('form', { name: 'Price per night' })).toHaveAccessibleDescription('One night for all your rooms.');
  });

  test('moving to a phone width folds the form and puts the filters in the bar', () => {
    renderInHost(<Page applied={[]} />);
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    setWidth(390);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Change search/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CheckboxGroupFilter', () => {
  test('a choice that would find nothing is disabled and read as such, unless it is chosen', () => {
    const { rerender } = renderInHost(<CheckboxGroupFilter counted="hotels" legend="Star rating" options={STAR_OPTIONS} selected={[]} onChange={() => undefined} />);
    const oneStar = screen.getByRole('checkbox', { name: '1 star 0 hotels' });
    expect(oneStar).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '5 stars 4 hotels' })).toBeEnabled();
    rerender(<CheckboxGroupFilter counted="hotels" legend="Star rating" options={STAR_OPTIONS} selected={['1']} onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: '1 star 0 hotels' })).toBeEnabled();
  });

  test('without counts (still loading) every choice is open', () => {
    renderInHost(<CheckboxGroupFilter counted="hotels" legend="Star rating" options={STAR_OPTIONS.map(({ value, label }) => ({ value, label }))} selected={[]} onChange={() => undefined} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeEnabled();
  });
});
