import { http, HttpResponse } from 'msw';
import { BOOT_ELEMENT_ID } from '@travel/contracts';
import { agencyFixture, bootFixture } from '@travel/mocks';
import { server } from '@travel/mocks/node';
import { fetchBoot } from '@travel/api-client';

afterEach(() => document.getElementById(BOOT_ELEMENT_ID)?.remove());

test('reads the boot data the server inlined as a JSON data block, without a request', async () => {
  let requested = false;
  server.use(
    http.get('*/api/boot', () => {
      requested = true;
      return HttpResponse.json(bootFixture());
    }),
  );
  const inlined = bootFixture({ ...agencyFixture(), agencyName: 'Inlined </script> & Co' });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_ELEMENT_ID;
  // As the server writes it: `<`, `>` and `&` escaped so the text cannot end the element.
  block.textContent = JSON.stringify(inlined).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  document.body.append(block);

  expect(await fetchBoot()).toEqual(inlined);
  expect(requested).toBe(false);
});

test('asks GET /api/boot when nothing is inlined (the dev server)', async () => {
  const boot = await fetchBoot();
  expect(boot.agency?.subdomain).toBe(agencyFixture().subdomain);
});
