// Its own file: the sanitiser's loading state lives in its module for the page's lifetime.
it('a sanitiser that failed to load (a chunk the network dropped) is fetched again by the next use', async () => {
  let offline = true;
  jest.doMock('dompurify', () => {
    if (offline) throw new Error('Loading chunk dompurify failed');
    return jest.requireActual<typeof import('dompurify')>('dompurify');
  });
  const { sanitizeHtml } = await import('@travel/ui');
  await expect(sanitizeHtml('<p>About us</p>')).rejects.toThrow('Loading chunk dompurify failed');
  offline = false;
  await expect(sanitizeHtml('<p>About us</p><img src="x" onerror="alert(1)">')).resolves.toBe('<p>About us</p><img src="x" loading="lazy" decoding="async">');
});
