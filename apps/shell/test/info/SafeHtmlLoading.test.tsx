import { render, screen } from '@testing-library/react';
import { SafeHtml } from '@travel/ui';

// Its own file, so no earlier test has loaded the sanitiser into this module registry.
it('shows placeholder lines until DOMPurify has loaded, never the raw HTML, then the sanitised content', async () => {
  const { container } = render(<SafeHtml html={'<p>Loaded</p><img src="x" onerror="alert(1)">'} />);
  expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();

  expect(await screen.findByText('Loaded')).toBeInTheDocument();
  expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
  expect(container.querySelector('[onerror]')).toBeNull();
});
