import { render, screen } from '@testing-library/react';
import { RenderLater } from '../../src/startup/RenderLater';

test('its children come in a commit after the page around them', async () => {
  render(
    <>
      <h1>Page</h1>
      <RenderLater>
        <footer>Footer</footer>
      </RenderLater>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  expect(screen.queryByText('Footer')).not.toBeInTheDocument();
  expect(await screen.findByText('Footer')).toBeInTheDocument();
});

test('a page left before their turn cancels it', () => {
  jest.useFakeTimers();
  try {
    const { unmount } = render(
      <RenderLater>
        <footer>Footer</footer>
      </RenderLater>,
    );
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
