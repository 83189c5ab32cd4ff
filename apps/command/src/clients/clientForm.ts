// The client form's fields, what each may hold (the API's own rules, from contracts), and what
// a refusal from the API means for a field. Pure: table tests in test/clientForm.test.ts.
import {
  CLIENT_LIMITS,
  COMMAND_ERROR_CODES,
  ERROR_CODES,
  birthDateProblem,
  emailProblem,
  errorFields,
  normalisedPassport,
  passportExpiryDayProblem,
  passportNumberProblem,
  phoneProblem,
  type Client,
  type ClientInput,
} from '@travel/contracts';
import type { ApiQueryError } from '@travel/store';
import { personNameError } from '@travel/ui/booking';

/** The form's fields, in the order it shows them (the first wrong one takes the focus). */
export const CLIENT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth', 'nationality', 'passportNumber', 'passportExpiry', 'preferences', 'notes'] as const;
export type ClientField = (typeof CLIENT_FIELDS)[number];

/** What the agent typed, as typed. */
export type ClientDraft = Record<ClientField, string>;

/** A message key per wrong field: the checkout namespace's (names, email, phone) or the command namespace's ('command:…'). */
export type ClientProblems = Partial<Record<ClientField, string>>;

export const EMPTY_CLIENT: ClientDraft = Object.fromEntries(CLIENT_FIELDS.map((field) => [field, ''])) as ClientDraft;

export const clientDraftOf = (client: Client): ClientDraft => Object.fromEntries(CLIENT_FIELDS.map((field) => [field, client[field]])) as ClientDraft;

const TEXT_LIMITS: Partial<Record<ClientField, number>> = { preferences: CLIENT_LIMITS.preferencesMax, notes: CLIENT_LIMITS.notesMax };

function fieldProblem(field: ClientField, value: string, today: string): string | undefined {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return personNameError(value);
    case 'email': {
      const problem = emailProblem(value);
      return problem ? `errors.email.${problem}` : undefined;
    }
    // Optional: only a typed number is checked.
    case 'phone':
      return value.trim() !== '' && phoneProblem(value) ? 'errors.phone.invalid' : undefined;
    case 'dateOfBirth':
      return birthDateProblem(value, today) ? 'command:clients.errors.dateOfBirth' : undefined;
    case 'passportNumber': {
      const problem = passportNumberProblem(value);
      return problem ? `command:clients.errors.passport.${problem}` : undefined;
    }
    case 'passportExpiry':
      return passportExpiryDayProblem(value) ? 'command:clients.errors.day' : undefined;
    case 'nationality':
      return undefined;
    case 'preferences':
    case 'notes':
      return value.length > (TEXT_LIMITS[field] ?? Infinity) ? 'command:clients.errors.tooLong' : undefined;
  }
}

/** Every wrong field, by the rules the API applies (`today` is YYYY-MM-DD). */
export function clientProblems(draft: ClientDraft, today: string): ClientProblems {
  const problems: ClientProblems = {};
  for (const field of CLIENT_FIELDS) {
    const problem = fieldProblem(field, draft[field], today);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What the API is sent: text trimmed, the email as typed (the API lower-cases it), the passport number as kept. */
export const clientInputOf = (draft: ClientDraft): ClientInput => ({
  firstName: draft.firstName.trim(),
  lastName: draft.lastName.trim(),
  email: draft.email.trim(),
  phone: draft.phone.trim(),
  dateOfBirth: draft.dateOfBirth,
  nationality: draft.nationality,
  passportNumber: normalisedPassport(draft.passportNumber),
  passportExpiry: draft.passportExpiry,
  preferences: draft.preferences.trim(),
  notes: draft.notes.trim(),
});

/** A save the API refused: the field to show it at (null: above the form) and the message key. */
export interface ClientRefusal {
  field: ClientField | null;
  key: string;
}

const isClientField = (path: string): path is ClientField => (CLIENT_FIELDS as readonly string[]).includes(path);

/** Where and how to tell a refused save: the email taken next to the email, a field the API named next to it, anything else above the form. */
export function clientRefusal(error: Pick<ApiQueryError, 'status' | 'code' | 'message'>): ClientRefusal {
  if (error.code === COMMAND_ERROR_CODES.clientEmailTaken) return { field: 'email', key: 'command:clients.errors.emailTaken' };
  if (error.code === COMMAND_ERROR_CODES.clientNotFound) return { field: null, key: 'command:clients.errors.gone' };
  if (error.code === ERROR_CODES.validation) {
    const field = errorFields(error.message)
      .map(({ path }) => path)
      .find(isClientField);
    if (field) return { field, key: 'command:clients.errors.refused' };
  }
  return { field: null, key: error.status === undefined || error.status >= 500 ? 'command:clients.errors.saveFailed' : 'command:clients.errors.saveRefused' };
}
