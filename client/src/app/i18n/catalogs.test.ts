import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ENGLISH } from './english.js';
import { HINDI } from './hindi.js';

/**
 * The completeness test of issue 14: every message exists in English and Hindi, both parse
 * as ICU MessageFormat, take the same arguments, and the Hindi one is Hindi.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Words that stay as they are in Hindi text: names, and terms Indian banking and apps use in English. */
const SAME_IN_HINDI = /^(?:Fairdraw(?:Admin)?|English|OTP|UPI|IFSC|UTR|CSV|USDT|TRC20|ERC20|BEP20|ID|URL|SHA-256|drand|IST|₹|#|\W|\d)*$/u;
const DEVANAGARI = /[\u0900-\u097F]/u;

type Args = Record<string, string>;

/** Each argument of a message with its kind ('argument', 'number', 'plural'...), nested ones too. */
function argumentsOf(elements: MessageFormatElement[], into: Args = {}): Args {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into[element.value] = TYPE[element.type];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** The text a message shows without its arguments, to see whether it is Hindi. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).map((o) => literalText(o.value)).join(' ');
      if (element.type === TYPE.tag) return literalText(element.children);
      return ' ';
    })
    .join('');
}

function messagesFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    return name === 'messages' ? [relative(SRC, dirname(path))] : messagesFolders(path);
  });
}

const namespaces = Object.keys(ENGLISH) as (keyof typeof ENGLISH)[];

describe('the message catalogues (issue 14)', () => {
  it('registers every messages folder of the app, in both languages', () => {
    const folders = messagesFolders(SRC).map((folder) => folder.split('/').pop()).sort();
    expect(folders).toEqual([...namespaces].sort());
    expect(Object.keys(HINDI).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english: Record<string, string> = ENGLISH[namespace];
    const hindi: Record<string, string> = HINDI[namespace];

    it('has every English key in Hindi and no Hindi key English lacks', () => {
      expect(Object.keys(hindi).filter((key) => !(key in english))).toEqual([]);
      expect(Object.keys(english).filter((key) => !(key in hindi))).toEqual([]);
    });

    it('has messages that parse, with the same arguments in both languages, and Hindi words in Hindi', () => {
      const problems: string[] = [];
      for (const [key, text] of Object.entries(english)) {
        if (!(key in hindi)) continue;
        if (!text.trim() || !hindi[key].trim()) {
          problems.push(`${key}: empty`);
          continue;
        }
        let en: MessageFormatElement[], hi: MessageFormatElement[];
        try {
          en = parse(text);
          hi = parse(hindi[key]);
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        const enArgs = argumentsOf(en);
        const hiArgs = argumentsOf(hi);
        if (JSON.stringify(enArgs, Object.keys(enArgs).sort()) !== JSON.stringify(hiArgs, Object.keys(hiArgs).sort())) {
          problems.push(`${key}: arguments ${JSON.stringify(enArgs)} in English, ${JSON.stringify(hiArgs)} in Hindi`);
        }
        const shown = literalText(hi).trim();
        if (!DEVANAGARI.test(shown) && !SAME_IN_HINDI.test(shown.replace(/\s+/g, ''))) problems.push(`${key}: not Hindi: ${hindi[key]}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
