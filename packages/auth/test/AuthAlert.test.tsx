import { screen } from '@testing-library/react';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { AuthAlert } from '../src/AuthAlert';
import type { FormError } from '../src/rules/serverError';

beforeAll(() => initTestI18n('en'));

const refused = (code: string, message: string, extra: Partial<FormError> = {}): FormError => ({ status: 400, code, message, ...extra });

describe('a refused call: the server message first, then what to do', () => {
  it.each([
    [refused('INVALID_CREDENTIALS', 'Email or password is incorrect'), 'Email or password is incorrect', 'Check your email address and password.'],
    [
      refused('ACCOUNT_LOCKED', 'Too many failed logins for this account; try again later', { retryAfterSeconds: 840 }),
      'Too many failed logins for this account; try again later',
      'Try again in 14 minutes, or reset your password to unlock your account now.',
    ],
    [refused('ACCOUNT_LOCKED', 'Locked', { retryAfterSeconds: 30 }), 'Locked', 'Try again in 1 minute, or reset your password'],
    [refused('ACCOUNT_LOCKED', 'Locked'), 'Locked', 'Try again later, or reset your password to unlock your account now.'],
    [refused('RATE_LIMITED', 'Too many requests', { retryAfterSeconds: 120 }), 'Too many requests', 'Try again in 2 minutes.'],
    [refused('EMAIL_NOT_VERIFIED', 'Confirm your email address first'), 'Confirm your email address first', 'Resetting your password also confirms your email address.'],
    [refused('EMAIL_TAKEN', ''), '', 'Is it yours? Log in, or reset its password.'],
    [refused('PASSWORD_TOO_COMMON', ''), '', 'Try a longer phrase of a few unrelated words.'],
    [refused('VALIDATION_FAILED', 'body.firstName: Too big'), 'body.firstName: Too big', ''],
    [{ status: undefined, message: 'Something went wrong' }, 'We could not reach the server. Check your connection and try again.', ''],
    [{ status: 502, message: 'Something went wrong' }, 'Something went wrong. Please try again.', ''],
  ])('%j', async (error, message, hint) => {
    renderInHost(<AuthAlert error={error} />);
    const alert = await screen.findByRole('alert');
    for (const part of [message, hint].filter(Boolean)) expect(alert).toHaveTextContent(part);
  });

  it('says nothing when the message went to its field and there is nothing to add', () => {
    renderInHost(<AuthAlert error={refused('VALIDATION_FAILED', '')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a new link for a dead emailed link', async () => {
    renderInHost(<AuthAlert error={refused('LINK_EXPIRED', 'This link has expired; ask for a new one')} />);
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotpassword');
  });
});
