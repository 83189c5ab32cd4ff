import { useRef } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Agency } from '@travel/contracts';
import { agencyFixture, initTestI18n, renderInHost, travellerProfileFixture } from '@travel/mocks';
import { modalClosed, modalOpened, selectModal, signedIn, type AuthStatus } from '@travel/store';
import { SavingPricePopup } from '../../src/home/SavingPricePopup';
import {
  MID_SCREEN_ROOT_MARGIN,
  SAVING_POPUP_DELAY_MS,
  SAVING_POPUP_FLAG,
  readSavingPopupFlag,
  shouldShowSavingPopup,
} from '../../src/home/savingPopup';

const TITLE = 'Unlock instant savings by signing in';

beforeAll(async () => {
  await initTestI18n('en');
});
beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  observed = null;
});

describe('shouldShowSavingPopup (SPEC 2.9, 4)', () => {
  const agency = (savePrice: boolean, suppressSavingPopup: boolean) => ({ savePrice, suppressSavingPopup });
  test.each([
    [true, false, 'anonymous', null, true], // absent counts as 'true'
    [true, false, 'anonymous', 'true', true],
    [true, false, 'anonymous', 'false', false], // closed this session
    [true, false, 'anonymous', 'anything', true],
    [false, false, 'anonymous', 'true', false], // the agency does not save prices
    [true, true, 'anonymous', 'true', false], // the special tenant never shows it
    [true, false, 'signedIn', 'true', false],
    [true, false, 'checking', 'true', false], // not before we know the visitor is anonymous
  ] as [boolean, boolean, AuthStatus, string | null, boolean][])(
    'savePrice %s, suppressed %s, %s, flag %s -> %s',
    (savePrice, suppressed, authStatus, flag, shown) => {
      expect(shouldShowSavingPopup({ agency: agency(savePrice, suppressed), authStatus, flag })).toBe(shown);
    },
  );

  test("reading the flag sets it to 'true' when absent and keeps a 'false'", () => {
    expect(readSavingPopupFlag()).toBe('true');
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('true');
    sessionStorage.setItem(SAVING_POPUP_FLAG, 'false');
    expect(readSavingPopupFlag()).toBe('false');
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('false');
  });
});

function DealsAndPopup() {
  const deals = useRef<HTMLElement>(null);
  return (
    <>
      <section ref={deals} aria-label="Deals" />
      <SavingPricePopup trigger={deals} />
    </>
  );
}

const renderPopup = (agency: Agency = agencyFixture()) => renderInHost(<DealsAndPopup />, { agency });

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element };
let observed: Observed | null = null;
/** jsdom has no IntersectionObserver: one that lets the test report what the browser would see. */
function installFakeObserver() {
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed = { callback, options };
    }
    observe(target: Element) {
      if (observed) observed.target = target;
    }
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
}
function observer(): Observed {
  if (!observed) throw new Error('no IntersectionObserver was created');
  return observed;
}
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const popupTitle = () => screen.queryByRole('heading', { name: TITLE });

describe('the saving-price popup on the home page', () => {
  test('opens 5 s after the page for an anonymous visitor, with Sign Up and Log In', () => {
    const { store } = renderPopup();
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('true');
    advance(SAVING_POPUP_DELAY_MS - 1);
    expect(popupTitle()).not.toBeInTheDocument();
    advance(1);
    expect(popupTitle()).toBeInTheDocument();
    expect(selectModal(store.getState())).toBe('savePrice');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(SAVING_POPUP_DELAY_MS).toBe(5000);
  });

  test("closing it sets displaySavingPopup to 'false'; it does not come back", () => {
    const { store } = renderPopup();
    advance(SAVING_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popupTitle()).not.toBeInTheDocument();
    expect(selectModal(store.getState())).toBeNull();
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('false');
    advance(SAVING_POPUP_DELAY_MS * 3);
    expect(popupTitle()).not.toBeInTheDocument();
  });

  test('Escape closes it the same way', () => {
    renderPopup();
    advance(SAVING_POPUP_DELAY_MS);
    fireEvent(screen.getByRole('heading', { name: TITLE }).closest('dialog') as HTMLDialogElement, new Event('cancel', { cancelable: true }));
    expect(popupTitle()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('false');
  });

  test.each([
    ['Sign Up', 'signup'],
    ['Log In', 'login'],
  ] as const)('%s opens the %s modal in its place', (button, modal) => {
    const { store } = renderPopup();
    advance(SAVING_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(selectModal(store.getState())).toBe(modal);
    expect(popupTitle()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('false');
  });

  test('the agency hiding sign-up or log-in hides that button', () => {
    renderPopup(agencyFixture({ isHideSignupOption: true }));
    advance(SAVING_POPUP_DELAY_MS);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  test('the agency hiding log-in hides Log In', () => {
    renderPopup(agencyFixture({ isHideLoginOption: true }));
    advance(SAVING_POPUP_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  test.each([
    ['savePrice off (sunny)', agencyFixture({ savePrice: false })],
    ['the special tenant (nordic)', agencyFixture({ suppressSavingPopup: true })],
  ])('never for %s', (_name, agency) => {
    renderPopup(agency);
    advance(SAVING_POPUP_DELAY_MS * 2);
    expect(popupTitle()).not.toBeInTheDocument();
  });

  test('never once closed in this session', () => {
    sessionStorage.setItem(SAVING_POPUP_FLAG, 'false');
    renderPopup();
    advance(SAVING_POPUP_DELAY_MS * 2);
    expect(popupTitle()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(SAVING_POPUP_FLAG)).toBe('false');
  });

  test('never for a signed-in traveller', () => {
    const { store } = renderPopup();
    act(() => {
      store.dispatch(signedIn(travellerProfileFixture));
    });
    advance(SAVING_POPUP_DELAY_MS * 2);
    expect(popupTitle()).not.toBeInTheDocument();
  });

  test('does not cover another dialog: it waits for the login modal to close', () => {
    const { store } = renderPopup();
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    advance(SAVING_POPUP_DELAY_MS);
    expect(selectModal(store.getState())).toBe('login');
    act(() => {
      store.dispatch(modalClosed());
    });
    expect(popupTitle()).toBeInTheDocument();
  });

  test('opens before 5 s when the deals scroll to mid-screen', () => {
    installFakeObserver();
    renderPopup();
    const watch = observer();
    expect(watch.options?.rootMargin).toBe('-50% 0px -50% 0px');
    expect(MID_SCREEN_ROOT_MARGIN).toBe('-50% 0px -50% 0px');
    expect(watch.target).toBe(screen.getByRole('region', { name: 'Deals' }));

    const report = (isIntersecting: boolean) =>
      act(() => watch.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    report(false); // where the deals are at load: below the middle
    advance(1000);
    expect(popupTitle()).not.toBeInTheDocument();
    report(true); // scrolled to mid-screen
    expect(popupTitle()).toBeInTheDocument();
  });

  test('deals already mid-screen at load (a tall screen) do not open it at once: the 5 s still apply', () => {
    installFakeObserver();
    renderPopup();
    act(() => observer().callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(popupTitle()).not.toBeInTheDocument();
    advance(SAVING_POPUP_DELAY_MS);
    expect(popupTitle()).toBeInTheDocument();
  });
});
