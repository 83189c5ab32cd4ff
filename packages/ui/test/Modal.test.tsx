import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../src/Modal';

test('with a close label, the header holds the title and the close button side by side', async () => {
  const onClose = jest.fn();
  render(
    <Modal title="Log In" onClose={onClose} closeLabel="Close">
      <p>Body</p>
    </Modal>,
  );
  const title = screen.getByRole('heading', { level: 2, name: 'Log In' });
  const close = screen.getByRole('button', { name: 'Close' });
  expect(title.parentElement).toBe(close.parentElement);
  expect(title.parentElement).toHaveClass('modal-header', 'has-close');
  await userEvent.click(close);
  expect(onClose).toHaveBeenCalledTimes(1);
});

const noop = (): void => undefined;

test.each([
  ['no close label', { onClose: noop }],
  ['no onClose (busy)', { closeLabel: 'Close' }],
  ['blocking', { onClose: noop, closeLabel: 'Close', blocking: true }],
])('no close button with %s', (_case, props) => {
  render(
    <Modal title="Agency" {...props}>
      <p>Body</p>
    </Modal>,
  );
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Agency' }).parentElement).not.toHaveClass('has-close');
});
