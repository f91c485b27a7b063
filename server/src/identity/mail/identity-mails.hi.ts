import type { IdentityMailTexts } from './identity-mails.js';

/** Identity's mails in Hindi (the glossary of client/src/app/i18n/glossary.md: OTP, लॉगिन, पासवर्ड, खाता). */
export const HINDI_MAILS: IdentityMailTexts = {
  otp(code, purpose, validMinutes) {
    const what = purpose === 'register' ? 'अपना Fairdraw खाता बनाना पूरा करने' : 'Fairdraw में लॉगिन करने';
    return {
      subject: `आपका Fairdraw कोड: ${code}`,
      text:
        `${what} के लिए इस कोड का उपयोग करें:\n\n${code}\n\n` +
        `यह ${validMinutes} मिनट तक मान्य है और केवल एक बार उपयोग किया जा सकता है। ` +
        `अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें; कोड के बिना कोई भी आपके खाते का उपयोग नहीं कर सकता।\n`,
    };
  },

  alreadyRegistered(publicUrl) {
    return {
      subject: 'किसी ने आपके ईमेल से Fairdraw खाता बनाने की कोशिश की',
      text:
        `इस ईमेल से एक खाता पहले से मौजूद है, इसलिए कोई नया खाता नहीं बनाया गया।\n\n` +
        `अगर यह आप थे, तो ${publicUrl}/ पर लॉगिन करें या ${publicUrl}/forgot-password पर अपना पासवर्ड रीसेट करें।\n` +
        `अगर यह आप नहीं थे, तो आप इस मेल को अनदेखा कर सकते हैं।\n`,
    };
  },

  resetLink(link, validMinutes) {
    return {
      subject: 'अपना Fairdraw पासवर्ड रीसेट करें',
      text:
        `नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n${link}\n\n` +
        `यह केवल एक बार, ${validMinutes} मिनट तक काम करता है। पासवर्ड रीसेट करने पर आप हर जगह से लॉगआउट हो जाएँगे।\n` +
        `अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।\n`,
    };
  },
};
