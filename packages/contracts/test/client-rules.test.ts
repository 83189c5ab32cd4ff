import { birthDateProblem, clientName, normalisedPassport, passportExpiryDayProblem, passportNumberProblem } from '../src/command/clients';

describe('client record rules', () => {
  it.each([
    ['', null],
    ['A1234567', null],
    ['ab 12 34 5', null],
    ['1234', 'invalid'],
    ['AB-12345', 'invalid'],
    ['A'.repeat(21), 'tooLong'],
  ])('passport number %j: %s', (passport, problem) => {
    expect(passportNumberProblem(passport)).toBe(problem);
  });

  it('keeps passport numbers upper-case without spaces', () => {
    expect(normalisedPassport(' gb 123 4567 ')).toBe('GB1234567');
  });

  it.each([
    ['', null],
    ['1990-05-01', null],
    ['2026-11-22', null],
    ['2026-11-23', 'invalid'],
    ['1906-11-22', null],
    ['1906-11-21', 'invalid'],
    ['1990-02-30', 'invalid'],
    ['1990-5-1', 'invalid'],
  ])('date of birth %j on 2026-11-22: %s', (day, problem) => {
    expect(birthDateProblem(day, '2026-11-22')).toBe(problem);
  });

  it.each([
    ['', null],
    ['2031-05-01', null],
    ['2001-01-01', null],
    ['1900-01-01', null],
    ['2199-12-31', null],
    ['1899-12-31', 'invalid'],
    ['2200-01-01', 'invalid'],
    ['0000-01-01', 'invalid'],
    ['2031-02-30', 'invalid'],
    ['soon', 'invalid'],
  ])('passport expiry %j: %s', (day, problem) => {
    expect(passportExpiryDayProblem(day)).toBe(problem);
  });

  it('names a client by first and last name', () => {
    expect(clientName({ firstName: 'Amara', lastName: 'Okafor' })).toBe('Amara Okafor');
    expect(clientName({ firstName: 'Amara', lastName: '' })).toBe('Amara');
  });
});
