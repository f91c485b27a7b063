import { isNewsUrl, paiseFromAmountInput } from './settings.rules.js';

describe('settings input rules', () => {
  it('reads amounts as exact paise: numbers and digit strings, at most 2 decimals, not below 0', () => {
    expect(paiseFromAmountInput(0)).toBe(0);
    expect(paiseFromAmountInput(19.99)).toBe(1999);
    expect(paiseFromAmountInput(0.29)).toBe(29);
    expect(paiseFromAmountInput('150')).toBe(15_000);
    expect(paiseFromAmountInput('99.5')).toBe(9950);
    for (const bad of [-1, -0.01, 1.001, 0.1 + 0.2, 1e21, Number.MAX_VALUE, Infinity, NaN, '', ' 1', '1e2', '-1', '1.', '.5', '1.234', '0x10', null, true, [], {}, [1]]) {
      expect({ bad, paise: paiseFromAmountInput(bad) }).toEqual({ bad, paise: null });
    }
  });

  it('takes absolute http(s) URLs with a host', () => {
    expect(isNewsUrl('https://fairdraw.example/news?id=1#top')).toBe(true);
    expect(isNewsUrl('HTTP://FAIRDRAW.EXAMPLE')).toBe(true);
    for (const bad of ['https://', 'https:///x', 'mailto:a@b.c', 'data:text/html,x', '//a.example', 'https://a .example', 1, null]) {
      expect({ bad, ok: isNewsUrl(bad) }).toEqual({ bad, ok: false });
    }
  });
});
