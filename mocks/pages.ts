import { http, HttpResponse } from 'msw';
import { AGENCY_NOT_FOUND_TEXT, ERROR_CODES, type AboutUs, type Agency, type Faq } from '@travel/contracts';

/** What an agency stores for its FAQ page; the API adds isEnabled from the agency's isFaqEnable. */
export type FaqContent = Omit<Faq, 'isEnabled'>;

/** A FAQ like the seeded wayfarer one (apps/api/src/seed/agencies/wayfarer.ts), abridged. */
export const faqContentFixture: FaqContent = {
  headerMessage: 'Answers to the questions travellers ask us most. Cannot find yours? Call us on +1 212 555 0100, day or night.',
  questions: [
    {
      question: 'How do I know that my booking is confirmed?',
      answer: 'As soon as the supplier confirms your reservation we email you a confirmation with your booking reference.',
    },
    {
      question: 'Can I cancel or change my reservation?',
      answer: 'That depends on the rate you booked. Offers marked <strong>Free cancellation</strong> can be cancelled without charge.',
    },
    {
      question: 'Which payment methods do you accept?',
      answer: 'We accept Visa, Mastercard, American Express and Discover credit and debit cards.',
    },
  ],
};

/** The seeded nordic FAQ: one question is too short, so the page says 'No Faqs Found !'. */
export const shortQuestionFaqContentFixture: FaqContent = {
  headerMessage: 'Questions about travelling with Nordlys Reiser.',
  questions: [
    { question: 'Hi?', answer: 'Hello!' },
    { question: 'How do I sign in?', answer: 'Sign in through your company portal.' },
  ],
};

const agencyNotFound = () =>
  HttpResponse.json({ error: { code: ERROR_CODES.agencyNotFound, message: AGENCY_NOT_FOUND_TEXT } }, { status: 404 });

/** GET /api/agency/faqs as the API answers it: the agency's enable flag with its stored FAQ. */
export function faqHandler(agency: Agency | null, content: FaqContent = faqContentFixture) {
  return http.get('*/api/agency/faqs', () =>
    agency ? HttpResponse.json({ data: { isEnabled: agency.isFaqEnable, ...content } satisfies Faq }) : agencyNotFound(),
  );
}

/** GET /api/agency/about-us with given content, as the API builds it from the agency. */
export function aboutUsHandler(agency: Agency, content: Pick<AboutUs, 'content' | 'image'>) {
  return http.get('*/api/agency/about-us', () =>
    HttpResponse.json({ data: { isEnabled: agency.isAbousUsEnable, title: agency.aboutUsEnableTitle, ...content } satisfies AboutUs }),
  );
}

/** The info pages' default handlers, for handlersFor(). */
export function pagesHandlersFor(agency: Agency | null) {
  return [faqHandler(agency)];
}
