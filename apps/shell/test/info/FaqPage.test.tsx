import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { agencyFixture, faqHandler, initTestI18n, shortQuestionFaqContentFixture } from '@travel/mocks';
import { nordic, sunny } from './fixtures';
import { renderInfoRoute } from './renderInfo';

beforeAll(() => initTestI18n('en'));

describe('/faqs', () => {
  it('shows the agency title, the header message and the questions as a collapsed accordion (wayfarer)', async () => {
    renderInfoRoute('/faqs');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByText(/Answers to the questions travellers ask us most/)).toBeInTheDocument();
    const questions = screen.getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual([
      'How do I know that my booking is confirmed?',
      'Can I cancel or change my reservation?',
      'Which payment methods do you accept?',
    ]);
    questions.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
    // Questions are headings, so they can be browsed by heading too.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('opens and closes an answer, whose panel the button controls; answers open independently', async () => {
    renderInfoRoute('/faqs');
    const cancel = await screen.findByRole('button', { name: 'Can I cancel or change my reservation?' });
    const panel = document.getElementById(cancel.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    await userEvent.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // The answer's markup (from the agency) is rendered, sanitised.
    expect((await within(panel as HTMLElement).findByText('Free cancellation')).tagName).toBe('STRONG');

    const payments = screen.getByRole('button', { name: 'Which payment methods do you accept?' });
    await userEvent.click(payments);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(payments).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('works from the keyboard: Tab, Enter and Space toggle, arrows, Home and End move between questions', async () => {
    renderInfoRoute('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'FAQ' });
    const [first, second, third] = screen.getAllByRole('button');

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it("says 'Faq Page is not available' when the agency disables the page, without calling the API (sunny)", async () => {
    const faqCall = jest.fn();
    renderInfoRoute('/faqs', {
      agency: sunny,
      api: [http.get('*/api/agency/faqs', () => { faqCall(); return HttpResponse.json({}); })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Faq Page is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(faqCall).not.toHaveBeenCalled();
  });

  it("says 'Faq Page is not available' when the call answers that the FAQ is disabled", async () => {
    const agency = agencyFixture();
    renderInfoRoute('/faqs', {
      agency,
      api: [http.get('*/api/agency/faqs', () => HttpResponse.json({ data: { isEnabled: false, headerMessage: '', questions: [] } }))],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Faq Page is not available' })).toBeInTheDocument();
  });

  it("says 'No Faqs Found !' when a question is 3 characters or shorter (nordic's 'Hi?')", async () => {
    renderInfoRoute('/faqs', { agency: nordic, api: [faqHandler(nordic, shortQuestionFaqContentFixture)] });
    expect(await screen.findByText('No Faqs Found !')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hi?' })).not.toBeInTheDocument();
    expect(screen.queryByText('How do I sign in?')).not.toBeInTheDocument();
  });

  it('shows a loading placeholder while the questions load', async () => {
    renderInfoRoute('/faqs', {
      api: [http.get('*/api/agency/faqs', async () => { await delay('infinite'); return HttpResponse.json({}); })],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a message with a retry button when the call fails, and loads on retry', async () => {
    let calls = 0;
    const agency = agencyFixture();
    renderInfoRoute('/faqs', {
      agency,
      api: [
        http.get('*/api/agency/faqs', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, { status: 500 })
            : HttpResponse.json({ data: { isEnabled: true, headerMessage: 'Ask away.', questions: [{ question: 'Is it sunny?', answer: 'Often.' }] } });
        }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the questions. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Is it sunny?' })).toBeInTheDocument();
    expect(screen.getByText('Ask away.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });
});
