import { DrizzleQueryError } from 'drizzle-orm';
import { serializeError } from '../src/logging/error-serializer';
import { isPersonalKey, redactPersonalData, redactPersonalQuery } from '../src/logging/personal-data';

const R = '[redacted]';

describe('isPersonalKey', () => {
  it.each([
    ['firstName', true],
    ['first_name', true],
    ['Last-Name', true],
    ['email', true],
    ['leadEmail', true],
    ['phone', true],
    ['passportNumber', true],
    ['dateOfBirth', true],
    ['holderName', true],
    ['cardNumber', true],
    ['cvc', true],
    ['password', true],
    ['x-access-token', true],
    ['set-cookie', true],
    ['authorization', true],
    ['addressLine1', true],
    ['specialRequests', true],
    ['params', true],
    ['detail', true],
    ['name', false],
    ['hotelId', false],
    ['code', false],
    ['message', false],
    ['currency', false],
    ['constraint', false],
  ])('%s: %s', (key, personal) => {
    expect(isPersonalKey(key)).toBe(personal);
  });
});

describe('redactPersonalData', () => {
  const circular: Record<string, unknown> = { email: 'a@b.test', hotelId: 2 };
  circular.self = circular;
  const shared = { phone: '+1 212 555 0100' };
  class Instance {
    email = 'kept@as.is';
  }
  const instance = new Instance();

  it.each<[string, unknown, unknown]>([
    ['a flat object', { email: 'tara@example.com', hotelId: 2 }, { email: R, hotelId: 2 }],
    [
      'a booking body, at any depth',
      { body: { leadTraveller: { firstName: 'Tara' }, guests: [{ firstName: 'Tara', lastName: 'Quinn' }], payment: { card: { number: '4242' } }, rooms: 1 } },
      { body: { leadTraveller: R, guests: [{ firstName: R, lastName: R }], payment: { card: R }, rooms: 1 } },
    ],
    ['arrays of objects', [{ email: 'a@b.test' }, { code: 'X' }], [{ email: R }, { code: 'X' }]],
    ['headers', { headers: { authorization: 'Bearer x', cookie: 'x-access-token=y', 'x-access-token': 'y', host: 'sunny.localhost' } }, { headers: { authorization: R, cookie: R, 'x-access-token': R, host: 'sunny.localhost' } }],
    ['a personal key whatever its value', { email: { nested: 'x' }, token: null }, { email: R, token: R }],
    ['a circular object', circular, { email: R, hotelId: 2, self: '[Circular]' }],
    ['the same object twice (not a cycle)', { a: shared, b: shared }, { a: { phone: R }, b: { phone: R } }],
    ['primitives', 'tara@example.com', 'tara@example.com'],
    ['null', null, null],
  ])('%s', (_case, input, expected) => {
    expect(redactPersonalData(input)).toEqual(expected);
  });

  it('leaves class instances to their serializers and does not touch its input', () => {
    const input = { err: instance, user: { email: 'a@b.test' } };
    const output = redactPersonalData(input) as typeof input;
    expect(output.err).toBe(instance);
    expect(input.user.email).toBe('a@b.test');
  });
});

describe('redactPersonalQuery', () => {
  it.each([
    ['/api/bookings/WF-1?email=tara%40example.com', `/api/bookings/WF-1?email=${R}`],
    ['/api/bookings/WF-1?lang=en&Email=t@x.test&x=1', `/api/bookings/WF-1?lang=en&Email=${R}&x=1`],
    ['/verify?token=abc', `/verify?token=${R}`],
    ['/api/dev/outbox?to=a%40b.test&limit=5', '/api/dev/outbox?to=a%40b.test&limit=5'],
    ['/api/hotels/2?checkIn=2027-01-01&rooms=2-0', '/api/hotels/2?checkIn=2027-01-01&rooms=2-0'],
    ['/api/user/profile', '/api/user/profile'],
    ['/x?%E0%A4%A=1&phone', `/x?%E0%A4%A=1&phone=${R}`],
  ])('%s', (url, expected) => {
    expect(redactPersonalQuery(url)).toBe(expected);
  });
});

describe('serializeError', () => {
  const queryFailure = () => {
    const cause = Object.assign(new Error('new row for relation "bookings" violates check constraint "bookings_check"'), {
      code: '23514',
      constraint: 'bookings_check',
      table: 'bookings',
      detail: 'Failing row contains (Tara, Quinn, tara@example.com, +1 212 555 0100).',
    });
    return new DrizzleQueryError('insert into "bookings" ("first", "email") values ($1, $2)', ['Tara', 'tara@example.com'], cause);
  };

  it('keeps a failed query’s SQL and the database’s code and constraint, not its values', () => {
    const serialized = serializeError(queryFailure());
    expect(serialized).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: insert into "bookings" ("first", "email") values ($1, $2)\nparams: ${R}`,
      query: 'insert into "bookings" ("first", "email") values ($1, $2)',
      cause: { type: 'Error', code: '23514', constraint: 'bookings_check', table: 'bookings' },
    });
    const text = JSON.stringify(serialized);
    for (const value of ['Tara', 'tara@example.com', '555 0100']) expect(text).not.toContain(value);
    expect(serialized.stack).toMatch(/params: \[redacted\]\n\s+at /);
  });

  it.each<[string, unknown, Record<string, unknown>]>([
    ['an HttpError-like error keeps code and status', Object.assign(new Error('Sold out'), { statusCode: 409, code: 'SOLD_OUT' }), { type: 'Error', message: 'Sold out', code: 'SOLD_OUT', statusCode: 409 }],
    [
      'a client error drops the request it carried',
      Object.assign(new Error('supplier said no'), { code: 'E_SUPPLIER', config: { data: { email: 'tara@example.com' } }, response: { body: 'Tara' } }),
      { type: 'Error', message: 'supplier said no', code: 'E_SUPPLIER' },
    ],
    ['a thrown object is redacted by key', { email: 'tara@example.com', code: 'X' }, { type: 'object', message: '', value: { email: R, code: 'X' } }],
    ['a thrown string is kept', 'boom', { type: 'string', value: 'boom' }],
  ])('%s', (_case, thrown, expected) => {
    const serialized = serializeError(thrown);
    expect(serialized).toMatchObject(expected);
    expect(JSON.stringify(serialized)).not.toMatch(/tara@example.com|"Tara"|config|response/);
  });

  it('serializes the errors of an AggregateError and stops a long cause chain', () => {
    const refused = new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', port: 5432 })], 'connect failed');
    expect(serializeError(refused).errors).toEqual([expect.objectContaining({ code: 'ECONNREFUSED', port: 5432 })]);

    let chain: Error = new Error('root');
    for (let i = 0; i < 10; i += 1) chain = new Error(`wrap ${i}`, { cause: chain });
    expect(JSON.stringify(serializeError(chain))).toContain('[further causes left out]');
  });
});
