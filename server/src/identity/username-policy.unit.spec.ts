import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normaliseUsername, usernameProblem } from './username-policy.js';

const check = (raw: string) => usernameProblem(normaliseUsername(raw));

describe('username policy (shared with the client)', () => {
  it('imports nothing, so the client can bundle it as it is', () => {
    const source = readFileSync(fileURLToPath(new URL('./username-policy.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s+[^;]*\bfrom\b)/m);
    expect(source).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b/);
  });

  it('takes Latin or one Indian script, digits and ASCII symbols', () => {
    for (const ok of ['ravi', 'lucky_ravi', 'Ravi.K-99', 'r@vi!', 'José', 'राहुल', 'रवि२०२६', 'அருண்', 'ಸುಮಾ', 'മീര', 'ਗੁਰਪ੍ਰੀਤ']) {
      expect({ ok, problem: check(ok) }).toEqual({ ok, problem: undefined });
    }
  });

  it('normalises with NFKC: full-width and styled letters become their plain forms', () => {
    expect(normaliseUsername('ｒａｖｉ')).toBe('ravi');
    expect(normaliseUsername('𝐫𝐚𝐯𝐢')).toBe('ravi');
    expect(normaliseUsername('ﬁona')).toBe('fiona');
  });

  it.each([
    ['ne ha', 'spaces'],
    ['ra\u00A0vi', 'spaces'],
    ['ne', 'too_short'],
    ['x'.repeat(31), 'too_long'],
    ['ra\u200Bvi', 'invisible'],
    ['ravi\u2060', 'invisible'],
    ['ra\u202Eivr', 'invisible'],
    ['ra\u200Dvi', 'invisible'],
    ['rav\u0000i', 'invisible'],
    ['ravi\u3164', 'invisible'],
    ['\u0430dmin', 'mixed_scripts'],
    ['pаypal', 'mixed_scripts'],
    ['ravi\u0905', 'mixed_scripts'],
    ['ra\u0336vi', 'mixed_scripts'],
    ['админ', 'characters'],
    ['ωmega', 'mixed_scripts'],
    ['ωμέγα', 'characters'],
    ['ravi😀', 'characters'],
    ['ravi•1', 'characters'],
  ])('refuses %j: %s', (raw, problem) => {
    expect(check(raw)).toBe(problem);
  });
});
