import { hashPassword, verifyPassword } from '../src/auth/password';

describe('password hashing', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('Travel-Demo-2026');
  });

  it('stores a self-describing scrypt string at OWASP cost', () => {
    const [algorithm, N, r, p, salt, hash] = stored.split('$');
    expect([algorithm, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(32);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Travel-Demo-2026')).not.toBe(stored);
  });

  it('verifies the right password only', async () => {
    expect(await verifyPassword('Travel-Demo-2026', stored)).toBe(true);
    expect(await verifyPassword('travel-demo-2026', stored)).toBe(false);
  });

  it.each(['', 'plain-text', 'bcrypt$2b$10$abc', 'scrypt$131072$8$1$$', 'scrypt$3$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA==', 'scrypt$4194304$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='])(
    'rejects the malformed or out-of-bounds stored value %p without throwing',
    async (bad) => {
      expect(await verifyPassword('Travel-Demo-2026', bad)).toBe(false);
    },
  );
});
