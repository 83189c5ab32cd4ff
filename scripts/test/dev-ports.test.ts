import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { apiAnswersAt, busyPortMessage, isPortFree } from '../dev-server/ports';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, () => resolve((server.address() as { port: number }).port)));
}

describe('dev server ports', () => {
  it('tells a busy port from a free one', async () => {
    const server = createServer();
    const port = await listen(server);
    await expect(isPortFree(port)).resolves.toBe(false);
    await new Promise((resolve) => server.close(resolve));
    await expect(isPortFree(port)).resolves.toBe(true);
  });

  it.each([
    ['the API', '/api/health', '{"ok":true}', true],
    ['another web server', '/api/health', 'not the API', false],
    ['a server without the health check', '/elsewhere', '{"ok":true}', false],
  ])('knows %s from a running API', async (_what, path, body, isApi) => {
    const server = createHttpServer((request, response) => {
      if (request.url !== path) return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    const port = await listen(server);
    await expect(apiAnswersAt(port)).resolves.toBe(isApi);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect(apiAnswersAt(port)).resolves.toBe(false);
  });

  it('says in one line how to move a busy app', () => {
    expect(busyPortMessage('hotels', 3001, 'PORT_HOTELS', 'npm run dev:hotels')).toBe(
      'Port 3001 is already in use, so hotels cannot start there. Stop what runs on it, or choose another port: PORT_HOTELS=3101 npm run dev:hotels',
    );
  });
});
