import { Suspense, act, lazy, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TakenOverMark, useTypedBeforeHydration } from '../../src';

function SearchBox() {
  const [text, setText] = useState('');
  const [renders, setRenders] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, setText);
  return (
    <form>
      <label>
        Destination
        <input ref={input} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output>Searching for {text || 'nothing'}</output>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render again {renders}
      </button>
    </form>
  );
}

/** A page whose search box is in a part React takes over in a pass of its own, as a remote's is. */
const page = (Part: ComponentType) => (
  <main>
    <h1>Hotels</h1>
    <Suspense fallback={<p>Loading</p>}>
      <Part />
      <TakenOverMark />
    </Suspense>
    <TakenOverMark />
  </main>
);

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(SearchBox));
  document.body.append(container);
  return container;
}

const takenOver = () => document.documentElement.hasAttribute('data-hydrated');

afterEach(() => {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
});

test('the page is marked taken over only once the part React hydrates later is, too', async () => {
  const container = serverPage();
  let arrive: (module: { default: ComponentType }) => void = () => undefined;
  // The browser's copy of the part waits for its code, as a remote's page chunk can.
  const LatePart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  await act(async () => {
    hydrateRoot(container, page(LatePart));
  });
  expect(container.querySelector('h1')?.textContent).toBe('Hotels');
  expect(takenOver()).toBe(false);

  await act(async () => arrive({ default: SearchBox }));
  expect(takenOver()).toBe(true);
});

test('text typed into a field before React took it over stays, and is what the page searches for', async () => {
  const container = serverPage();
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'Oslo';
  await act(async () => {
    hydrateRoot(container, page(SearchBox));
  });
  expect(container.querySelector('output')?.textContent).toBe('Searching for Oslo');
  await act(async () => container.querySelector('button')?.click());
  expect(container.querySelector('button')?.textContent).toBe('Render again 1');
  expect(field.value).toBe('Oslo');
});

test('a field nobody typed into is taken over as it was', async () => {
  const container = serverPage();
  await act(async () => {
    hydrateRoot(container, page(SearchBox));
  });
  expect(container.querySelector('output')?.textContent).toBe('Searching for nothing');
  expect(takenOver()).toBe(true);
});
