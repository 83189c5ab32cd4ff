import { CLIENT_LIMITS, type Client } from '@travel/contracts';
import { EMPTY_CLIENT, clientDraftOf, clientInputOf, clientProblems, clientRefusal, type ClientDraft } from '../src/clients/clientForm';
import { addMonths, passportWarning } from '../src/clients/passportWarning';

const TODAY = '2026-11-24';
const valid: ClientDraft = { ...EMPTY_CLIENT, firstName: 'Maya', lastName: 'Lindqvist', email: 'maya@example.com' };

describe('the client form, by the rules the API applies', () => {
  test('names and email are enough', () => {
    expect(clientProblems(valid, TODAY)).toEqual({});
  });

  test.each<[string, Partial<ClientDraft>, ReturnType<typeof clientProblems>]>([
    ['an empty form: the names and the email', EMPTY_CLIENT, { firstName: 'errors.name.required', lastName: 'errors.name.required', email: 'errors.email.required' }],
    ['a name with digits', { firstName: 'M4ya' }, { firstName: 'errors.name.invalid' }],
    ['a name too long', { lastName: 'L'.repeat(61) }, { lastName: 'errors.name.tooLong' }],
    ['an email without a domain', { email: 'maya@' }, { email: 'errors.email.invalid' }],
    ['a phone with too few digits', { phone: '+47 12' }, { phone: 'errors.phone.invalid' }],
    ['a phone with letters', { phone: '+47 ninety' }, { phone: 'errors.phone.invalid' }],
    ['a blank phone is fine', { phone: '  ' }, {}],
    ['a birth date in the future', { dateOfBirth: '2026-11-25' }, { dateOfBirth: 'command:clients.errors.dateOfBirth' }],
    ['a birth date over 120 years ago', { dateOfBirth: '1906-11-23' }, { dateOfBirth: 'command:clients.errors.dateOfBirth' }],
    ['a birth date today is fine', { dateOfBirth: TODAY }, {}],
    ['a passport number too short', { passportNumber: 'AB12' }, { passportNumber: 'command:clients.errors.passport.invalid' }],
    ['a passport number with a dash', { passportNumber: 'AB-123456' }, { passportNumber: 'command:clients.errors.passport.invalid' }],
    ['a passport number too long', { passportNumber: 'A'.repeat(21) }, { passportNumber: 'command:clients.errors.passport.tooLong' }],
    ['a passport number typed with spaces and in lower case is fine', { passportNumber: 'no 123 4567' }, {}],
    ['a passport expiry that is no day', { passportExpiry: '2027-02-30' }, { passportExpiry: 'command:clients.errors.day' }],
    ['a passport expiry no passport can name', { passportExpiry: '2200-01-01' }, { passportExpiry: 'command:clients.errors.day' }],
    ['an expired passport is kept (a warning, not a problem)', { passportExpiry: '2020-01-01' }, {}],
    ['preferences over the limit', { preferences: 'x'.repeat(CLIENT_LIMITS.preferencesMax + 1) }, { preferences: 'command:clients.errors.tooLong' }],
    ['notes at the limit are fine', { notes: 'x'.repeat(CLIENT_LIMITS.notesMax) }, {}],
    ['notes over the limit', { notes: 'x'.repeat(CLIENT_LIMITS.notesMax + 1) }, { notes: 'command:clients.errors.tooLong' }],
  ])('%s', (_case, change, problems) => {
    expect(clientProblems({ ...valid, ...change }, TODAY)).toEqual(problems);
  });

  test('what is sent: trimmed, the passport number as the API keeps it', () => {
    expect(clientInputOf({ ...valid, firstName: ' Maya ', phone: ' +47 912 34 567 ', passportNumber: 'no 123 4567', notes: ' Window seat. \n' })).toEqual({
      ...valid,
      phone: '+47 912 34 567',
      passportNumber: 'NO1234567',
      notes: 'Window seat.',
    });
  });

  test("a saved client fills the form with every field it has", () => {
    const client = { ...valid, phone: '', dateOfBirth: '1986-03-14', nationality: 'NO', passportNumber: 'NO1234567', passportExpiry: '2029-01-01', preferences: 'Aisle', notes: '' };
    const saved: Client = { ...client, id: '10000000-0000-4000-8000-000000000001', agent: null, bookings: 2, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    expect(clientDraftOf(saved)).toEqual(client);
  });
});

describe("where the API's refusal is shown", () => {
  test.each([
    ['the email another client has: at the email', { status: 409, code: 'CLIENT_EMAIL_TAKEN', message: 'body.email: taken' }, { field: 'email', key: 'command:clients.errors.emailTaken' }],
    ['a field the API named: at that field', { status: 400, code: 'VALIDATION_FAILED', message: 'body.passportNumber: expected 5 to 20 letters and digits' }, { field: 'passportNumber', key: 'command:clients.errors.refused' }],
    ['a field the form does not have: above the form', { status: 400, code: 'VALIDATION_FAILED', message: 'body.agentId: unknown' }, { field: null, key: 'command:clients.errors.saveRefused' }],
    ['a client gone meanwhile', { status: 404, code: 'CLIENT_NOT_FOUND', message: 'No client' }, { field: null, key: 'command:clients.errors.gone' }],
    ['a server fault', { status: 500, code: 'INTERNAL', message: 'down' }, { field: null, key: 'command:clients.errors.saveFailed' }],
    ['no answer at all', { status: undefined, message: 'Network Error' }, { field: null, key: 'command:clients.errors.saveFailed' }],
  ])('%s', (_case, error, refusal) => {
    expect(clientRefusal(error)).toEqual(refusal);
  });
});

describe('the passport warning', () => {
  test.each([
    ['2026-11-24', 6, '2027-05-24'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
  ])('%s plus %i months is %s', (day, months, later) => expect(addMonths(day, months)).toBe(later));

  test.each([
    ['no expiry date', '', null],
    ['expired yesterday', '2026-11-23', 'expired'],
    ['expires today', '2026-11-24', 'expiresSoon'],
    ['expires in three months', '2027-02-24', 'expiresSoon'],
    ['expires on the day six months from today', '2027-05-24', 'expiresSoon'],
    ['expires the day after', '2027-05-25', null],
    ['expires in years', '2030-01-01', null],
    ['a date that is no day', '2027-02-30', null],
  ])('%s: %s', (_case, expiry, warning) => expect(passportWarning(expiry, TODAY)).toBe(warning));
});
