import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const MESSAGES = /\/messages\/[a-z]{2}\.json$/;

/**
 * Compiles every messages/<language>.json to ICU syntax trees at build time (issue 14), so
 * the browser formats them without the ICU parser: vite.config.ts points the parser's
 * imports at its parser-free build. A message that does not parse fails the build (the
 * catalogue test names it first). Tests and the dev server read the plain text.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'fairdraw-precompile-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0];
      if (!MESSAGES.test(path)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => {
          try {
            return [key, parse(text)];
          } catch (error) {
            throw new Error(`${path}: message "${key}" is not ICU MessageFormat: ${(error as Error).message}`, { cause: error });
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
