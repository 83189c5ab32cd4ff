import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { calendarDayIn } from '@travel/contracts';
import { deviceCalendarDay, initialVisit, makeStore, type AppStore } from '@travel/store';
import { useCalendarDay } from '@travel/ui';

function Today() {
  return <p>Today is {useCalendarDay()}</p>;
}

const page = (store: AppStore) => (
  <Provider store={store}>
    <Today />
  </Provider>
);

// A day this device is certainly not on: the server rendered for a visitor elsewhere.
const SERVERS_DAY = '2001-02-03';

test("the page hydrates with the day the server rendered it for, then shows this device's", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(makeStore({ visit: { ...initialVisit, calendarDay: SERVERS_DAY } })));
  expect(container.textContent).toBe(`Today is ${SERVERS_DAY}`);

  const browser = makeStore({ visit: { ...initialVisit, calendarDay: SERVERS_DAY } });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browser), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe(`Today is ${SERVERS_DAY}`);

  await act(async () => void browser.dispatch(deviceCalendarDay()));
  expect(container.textContent).toBe(`Today is ${calendarDayIn(new Date())}`);
});
