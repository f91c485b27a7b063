import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { HINDI_CATALOGUES } from './app.messages.js';
import { USERNAME_MESSAGES } from './identity/username-policy.js';
import { PAYMENT_MESSAGES } from './settings/payment-details/payment-details.rules.js';
import { readDtoRuleMessages, type RuleMessage } from './shared/i18n/testing/dto-rule-messages.js';
import { CODE, readMessageSources } from './shared/i18n/testing/message-sources.js';

/**
 * The catalogue completeness test of the server (issue 14): every message the sources can
 * send (each error code's English, each `text(...)`, each DTO rule's words, each success
 * envelope's `msg`) has Hindi, with exactly the arguments of its English; and no Hindi is
 * left for what nothing sends. The sources are read as they are, so a code no test ever
 * triggers is checked all the same.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** DTO rules whose words class-validator computes: every text each can give. */
const COMPUTED = {
  isUsername: () => [...Object.values(USERNAME_MESSAGES), 'Username is required'],
};

/** How a template uses each argument: `name -> kind` (select and plural with their options). */
function argumentsOf(template: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>): void => {
    for (const element of elements) {
      const e = element as { type: number; value?: string; options?: Record<string, { value: typeof elements }>; children?: typeof elements };
      if (e.type === 1) found[e.value!] = 'value';
      if (e.type === 2) found[e.value!] = 'number';
      if (e.type === 3 || e.type === 4) found[e.value!] = 'date';
      if (e.type === 5) found[e.value!] = `select(${Object.keys(e.options!).sort().join('|')})`;
      if (e.type === 6) found[e.value!] = `plural(${Object.keys(e.options!).includes('other') ? 'other' : 'no other'})`;
      for (const option of Object.values(e.options ?? {})) walk(option.value);
      if (e.children) walk(e.children);
    }
  };
  walk(new IntlMessageFormat(template.replace(/'/g, "''"), 'en', undefined, { ignoreTag: true }).getAst());
  return found;
}

/** Sample values for each argument of a template, so that it can be formatted. */
function samplesFor(args: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(args).map(([name, kind]) => [name, kind.startsWith('plural') || kind === 'number' ? 2 : kind.startsWith('select') ? 'other' : `<${name}>`]));
}

describe('the Hindi catalogues', () => {
  const sources = readMessageSources(root);
  const hindi = new Map<string, { text: string; catalogue: string }>();
  const duplicates: string[] = [];
  for (const [catalogue, entries] of Object.entries(HINDI_CATALOGUES)) {
    for (const [key, text] of Object.entries(entries)) {
      const seen = hindi.get(key);
      if (seen) duplicates.push(`${key} (${seen.catalogue}, ${catalogue})`);
      hindi.set(key, { text, catalogue });
    }
  }
  let rules: RuleMessage[] = [];

  beforeAll(async () => {
    const read = await readDtoRuleMessages(root, COMPUTED);
    expect({ bare: read.bare, unknownComputed: read.unknownComputed }).toEqual({ bare: [], unknownComputed: [] });
    rules = read.messages;
  });

  /** Every key the server can send with its English template and where it comes from. */
  const wanted = () => {
    const all = new Map<string, { en: string; at: string }>();
    for (const f of sources.found) if (!all.has(f.key)) all.set(f.key, { en: f.en, at: f.at });
    for (const r of rules) if (!all.has(r.message.key)) all.set(r.message.key, { en: r.message.en, at: r.at });
    return all;
  };

  it('reads every message from the sources (a text of a variable would go unchecked)', () => {
    expect(sources.unreadable).toEqual([]);
    expect(sources.found.filter((f) => f.kind === 'code').length).toBeGreaterThan(100);
    expect(rules.length).toBeGreaterThan(100);
  });

  it('has Hindi for every error code thrown anywhere in server/src', () => {
    const codes = sources.found.filter((f) => f.kind === 'code');
    expect(codes.filter((f) => !hindi.has(f.key)).map((f) => `${f.key} (${f.at})`)).toEqual([]);
  });

  it('has Hindi for every text, DTO rule and success message', () => {
    const missing = [...wanted()].filter(([key]) => !hindi.has(key)).map(([key, { at }]) => `${key} (${at})`);
    expect(missing).toEqual([]);
    // The payment details' words reach the decider through the DTO's rules too.
    expect(Object.values(PAYMENT_MESSAGES).filter((m) => !hindi.has(m))).toEqual([]);
  });

  it('gives each Hindi message exactly the arguments of its English', () => {
    const differing = [...wanted()]
      .filter(([key]) => hindi.has(key))
      .map(([key, { en }]) => ({ key, en: argumentsOf(en), hi: argumentsOf(hindi.get(key)!.text) }))
      .filter(({ en, hi }) => JSON.stringify(Object.entries(en).sort()) !== JSON.stringify(Object.entries(hi).sort()));
    expect(differing).toEqual([]);
  });

  it('formats every Hindi message (valid ICU, no English left in a plural or select)', () => {
    const broken: string[] = [];
    for (const [key, { text }] of hindi) {
      try {
        const args = argumentsOf(text);
        const out = String(new IntlMessageFormat(text.replace(/'/g, "''"), 'hi-IN', undefined, { ignoreTag: true }).format(samplesFor(args)));
        if (out.trim() === '') broken.push(`${key}: empty`);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps no Hindi for what nothing sends, and each key in one catalogue', () => {
    const keys = wanted();
    expect([...hindi.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect(duplicates).toEqual([]);
    // A code whose words its caller gives is translated by those words, never by the code.
    expect([...sources.freeCodes].filter((code) => hindi.has(code))).toEqual([]);
    expect([...hindi.keys()].filter((key) => CODE.test(key) && !sources.found.some((f) => f.kind === 'code' && f.key === key))).toEqual([]);
  });
});
