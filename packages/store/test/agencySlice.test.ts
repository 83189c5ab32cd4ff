import { agencyFixture, bootFixture } from '@travel/mocks';
import { makeStoreFromBoot, selectAgencyStatus, selectCurrency, selectLanguage } from '@travel/store';

const notFound = { code: 'AGENCY_NOT_FOUND', message: 'Agency not found!' };
const inactive = { code: 'AGENCY_INACTIVE', message: 'Agency is inactive, Please contact the administrator' };

describe('start-up state from what the server said about the tenant', () => {
  test.each([
    ['an active agency', bootFixture(), 'ready'],
    ['an unknown subdomain', bootFixture(null, notFound), 'notFound'],
    ['an inactive agency', bootFixture(agencyFixture({ status: 'Inactive' }), inactive), 'inactive'],
    ['no agency and no reason', bootFixture(null, null), 'failed'],
  ])('%s -> %s', (_case, boot, status) => {
    expect(selectAgencyStatus(makeStoreFromBoot(boot, 'en').getState())).toBe(status);
  });
});

test("the display currency starts at the agency's default (Mexican peso for sol)", () => {
  const store = makeStoreFromBoot(bootFixture(agencyFixture({ subdomain: 'sol', defaultCurrency: 'MXN' })), 'es');
  expect(selectCurrency(store.getState())).toBe('MXN');
  expect(selectLanguage(store.getState())).toBe('es');
});
