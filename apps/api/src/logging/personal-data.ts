/**
 * Personal data never reaches the logs: values under these keys are replaced, at any depth,
 * whatever the object logged. Keys are compared lower-case without separators, so
 * `first_name`, `firstName` and `First-Name` are one key.
 */
export const REDACTED = '[redacted]';

const PERSONAL_KEYS: ReadonlySet<string> = new Set([
  // Names, and the objects that are nothing but a person's details.
  'firstname', 'lastname', 'middlename', 'fullname', 'givenname', 'familyname', 'surname',
  'holdername', 'cardholdername', 'nameoncard', 'leadtraveller',
  // Contact and identity.
  'email', 'emailaddress', 'leademail', 'phone', 'phonenumber', 'mobile', 'telephone',
  'passport', 'passportnumber', 'dateofbirth', 'birthdate', 'dob', 'nationalid',
  'address', 'addressline1', 'addressline2', 'street', 'postalcode', 'postcode', 'zipcode',
  'specialrequests',
  // Payment cards.
  'card', 'cardnumber', 'pan', 'cvc', 'cvv', 'securitycode', 'expiry',
  // Credentials.
  'password', 'newpassword', 'currentpassword', 'passwordhash', 'token', 'accesstoken', 'xaccesstoken',
  'refreshtoken', 'authorization', 'cookie', 'setcookie', 'secret', 'jwtsecret',
  // A query's positional values and PostgreSQL's echo of a failing row: any of the above, unnamed.
  'params', 'detail',
]);

const SEPARATORS = /[^a-z0-9]/g;

export function isPersonalKey(key: string): boolean {
  const lower = key.toLowerCase();
  return PERSONAL_KEYS.has(lower) || PERSONAL_KEYS.has(lower.replace(SEPARATORS, ''));
}

/** Objects built from JSON or literals; class instances (errors, requests) have serializers of their own. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `ancestors`: the objects above this one, to stop at a cycle (a short list: logged objects are shallow). */
function redact(value: unknown, ancestors: object[]): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (ancestors.includes(value)) return '[Circular]';
  ancestors.push(value);
  let copy: unknown;
  if (isArray) {
    copy = value.map((item) => redact(item, ancestors));
  } else {
    const fields: Record<string, unknown> = {};
    for (const key of Object.keys(value)) fields[key] = isPersonalKey(key) ? REDACTED : redact(value[key], ancestors);
    copy = fields;
  }
  ancestors.pop();
  return copy;
}

/** A copy of plain objects and arrays with personal values replaced; anything else as it is. */
export function redactPersonalData(value: unknown): unknown {
  return redact(value, []);
}

/** The URL with the values of personal query parameters replaced (`?email=…`, `?token=…`); the rest byte for byte. */
export function redactPersonalQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&').map((pair) => {
    const [rawKey = ''] = pair.split('=', 1);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the key as written.
    }
    return isPersonalKey(key) ? `${rawKey}=${REDACTED}` : pair;
  });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}
