import { VerifiedTokens } from './verified-tokens.js';

const token = (claims: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

describe('verified bearer tokens', () => {
  it('knows only the tokens it was told verified, with their claims', () => {
    const verified = new VerifiedTokens();
    const a = token({ sid: 's1', sub: 'u1', exp: 1 });
    expect(verified.get(a)).toBeUndefined();
    verified.remember(a);
    expect(verified.get(a)).toEqual({ sid: 's1', sub: 'u1', exp: 1 });
    // One character more or less is another token: it must pass the signature check itself.
    expect(verified.get(a + 'x')).toBeUndefined();
    expect(verified.get(a.slice(0, -1))).toBeUndefined();
  });
});
