import { english } from './format-message.js';
import { text, type Localized, type Message } from './message.js';
import { Translator } from './translator.js';

const translator = new Translator({
  hi: {
    'WALLET.INSUFFICIENT_FUNDS': 'अपर्याप्त बैलेंस: {needed} की ज़रूरत है और {available} उपलब्ध है।',
    "Unknown field '{field}'": "अज्ञात फ़ील्ड '{field}'",
    'IDENTITY.OTP_HOURLY_CAP': 'कृपया {minutes, plural, one {# मिनट} other {# मिनट}} बाद फिर से प्रयास करें।',
    'PLAY.PAUSED': '{pause} तब तक जमा और टिकट बंद हैं।',
    'You are on a cool-off until {until}.': 'आप {until} तक कूल-ऑफ़ पर हैं।',
    'Profile fetched successfully': 'प्रोफ़ाइल सफलतापूर्वक प्राप्त हुई',
  },
});

const funds: Message = {
  key: 'WALLET.INSUFFICIENT_FUNDS',
  en: 'Insufficient balance: {needed} is needed and {available} is available.',
  params: { needed: '₹1,00,000.00', available: '₹0.00' },
};

describe('the translator', () => {
  it('answers English with the message’s own template, values as given (no number formatting, apostrophes as written)', () => {
    expect(translator.message(funds, 'en')).toBe('Insufficient balance: ₹1,00,000.00 is needed and ₹0.00 is available.');
    expect(translator.message(text("Unknown field '{field}'", { field: 'nme' }), 'en')).toBe("Unknown field 'nme'");
    expect(translator.message(text("This browser's token"), 'en')).toBe("This browser's token");
    expect(english(text('Try again in {minutes, plural, one {# minute} other {# minutes}}.', { minutes: 1 }))).toBe('Try again in 1 minute.');
  });

  it('answers Hindi from the catalogue with the same values', () => {
    expect(translator.message(funds, 'hi')).toBe('अपर्याप्त बैलेंस: ₹1,00,000.00 की ज़रूरत है और ₹0.00 उपलब्ध है।');
    expect(translator.message(text("Unknown field '{field}'", { field: 'nme' }), 'hi')).toBe("अज्ञात फ़ील्ड 'nme'");
    expect(translator.message({ key: 'IDENTITY.OTP_HOURLY_CAP', en: '{minutes, plural, one {# minute} other {# minutes}}', params: { minutes: 5 } }, 'hi')).toBe(
      'कृपया 5 मिनट बाद फिर से प्रयास करें।',
    );
  });

  it('puts a message given as a value into the same language, and picks a localized value’s form', () => {
    const until: Localized = { en: '27 Nov 2026, 14:05 IST', hi: '27 नव॰ 2026, 14:05 IST' };
    const paused: Message = { key: 'PLAY.PAUSED', en: '{pause} Closed until then.', params: { pause: text('You are on a cool-off until {until}.', { until }) } };
    expect(translator.message(paused, 'en')).toBe('You are on a cool-off until 27 Nov 2026, 14:05 IST. Closed until then.');
    expect(translator.message(paused, 'hi')).toBe('आप 27 नव॰ 2026, 14:05 IST तक कूल-ऑफ़ पर हैं। तब तक जमा और टिकट बंद हैं।');
  });

  it('joins several messages as the English answer does, and falls back to English for a key it lacks', () => {
    expect(translator.messages([text("Unknown field '{field}'", { field: 'a' }), text('Name is required')], 'hi')).toBe("अज्ञात फ़ील्ड 'a', Name is required");
    expect(translator.text('Profile fetched successfully', 'hi')).toBe('प्रोफ़ाइल सफलतापूर्वक प्राप्त हुई');
    expect(translator.text('Profile fetched successfully', 'en')).toBe('Profile fetched successfully');
    expect(translator.text('Something new', 'hi')).toBe('Something new');
  });
});
