import { languageFromAcceptLanguage } from './language.js';

describe('the language of an Accept-Language header', () => {
  it.each([
    ['hi-IN', 'hi'],
    ['en-IN', 'en'],
    ['HI', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-GB,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9,hi;q=0.5', 'hi'],
    ['hi;q=0.8, en;q=0.8', 'hi'],
    ['en;q=0.8, hi;q=0.8', 'en'],
  ])('%s is %s', (header, language) => expect(languageFromAcceptLanguage(header)).toBe(language));

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another language', 'fr-FR,de;q=0.9'],
    ['a wildcard', '*'],
    ['Hindi refused with q=0', 'hi;q=0'],
    ['a malformed q', 'hi;q=2'],
    ['a q that is not a number', 'hi;q=abc'],
    ['a look-alike tag', 'hin,hindi'],
    ['an absurdly long header', `${'x-'.repeat(400)},hi`],
  ])('%s is English', (_, header) => expect(languageFromAcceptLanguage(header)).toBe('en'));

  it('reads a header sent several times as one list', () => expect(languageFromAcceptLanguage(['fr', 'hi-IN;q=0.9'])).toBe('hi'));
});
