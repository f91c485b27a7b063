import { describe, expect, it } from '@jest/globals';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { englishOf, setActiveIntl, textOf, type Catalog } from './text.js';

/** The build compiles every message to an ICU tree (vite-plugins/precompile-messages.ts): code must read them through a formatter. */
const compiled = (messages: Record<string, string>) => Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)])) as unknown as Catalog;

describe('reading messages outside React', () => {
  const en = compiled({ 'reason.wrong': 'The account details are incorrect', 'count': '{n, plural, one {# player} other {# players}}' });

  it('englishOf gives English text from compiled messages, whatever language is shown', () => {
    setActiveIntl(createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: { 'demo.reason.wrong': parse('खाते का विवरण गलत है') } }));
    const english = englishOf('demo', en);
    expect(english('reason.wrong')).toBe('The account details are incorrect');
    expect(english('count', { n: 100000 })).toBe('1,00,000 players');
    expect(textOf('demo', en)('reason.wrong')).toBe('खाते का विवरण गलत है');
  });
});
