import type { Catalogue } from '../../shared/i18n/translator.js';

/**
 * Responsible play: messages in Hindi (issue 14), by error code or by English text. The words
 * follow the client's glossary (client/src/app/i18n/glossary.md); `{name}` are the values
 * the English shows, in the same names (app.messages.unit.spec.ts checks both).
 */
export const hi = {
  // Error codes
  'PLAY.BUSY': 'आपका एक और अनुरोध प्रक्रिया में है। कृपया फिर से प्रयास करें।',
  'PLAY.DEPOSIT_LIMIT': '{amount} की यह जमा आपकी {window, select, day {दैनिक} week {साप्ताहिक} other {मासिक}} जमा सीमा {limit} से अधिक हो जाएगी ({window, select, day {आज} week {इस सप्ताह} other {इस महीने}} {used} जमा किए गए, {left} बाकी)। सीमा {resetsOn} को 00:00 IST पर रीसेट होती है।',
  'PLAY.INVALID_LIMIT': '{window, select, day {दैनिक} week {साप्ताहिक} other {मासिक}} सीमा ₹0 से अधिक की राशि होनी चाहिए, दशमलव के बाद अधिकतम 2 अंकों के साथ और अधिकतम {max}, या कोई सीमा न रखने के लिए null।',
  'PLAY.INVALID_PAUSE': 'कूल-ऑफ़ \'24h\', \'7d\' या \'30d\' का होता है; स्व-बहिष्कार \'6m\', \'1y\' या \'5y\' का।',
  'PLAY.INVALID_REALITY_CHECK': 'रियलिटी चेक का अंतराल 0 (बंद), 30 या 60 मिनट होना चाहिए।',
  'PLAY.LIMITS_SET': 'आपने जमा सीमाएँ तय की हुई हैं। बिना सीमा के खेलने के लिए उन्हें हटाएँ (हटाने में 24 घंटे लगते हैं)।',
  'PLAY.PAUSED': '{pause} तब तक जमा और टिकट बंद हैं; आप निकासी अब भी कर सकते हैं।',
  'PLAY.PAUSE_RUNNING': '{pause} नया विराम इसके बाद समाप्त होना चाहिए: विराम को छोटा या हटाया नहीं जा सकता।',
  // DTO rules (by their English words)
  'Daily limit must be an amount in rupees above 0 with at most 2 decimals, at most 1,00,00,000, or null for no limit': 'दैनिक सीमा 0 से अधिक रुपयों की राशि होनी चाहिए, दशमलव के बाद अधिकतम 2 अंकों के साथ और अधिकतम 1,00,00,000, या कोई सीमा न रखने के लिए null',
  'Monthly limit must be an amount in rupees above 0 with at most 2 decimals, at most 1,00,00,000, or null for no limit': 'मासिक सीमा 0 से अधिक रुपयों की राशि होनी चाहिए, दशमलव के बाद अधिकतम 2 अंकों के साथ और अधिकतम 1,00,00,000, या कोई सीमा न रखने के लिए null',
  'Weekly limit must be an amount in rupees above 0 with at most 2 decimals, at most 1,00,00,000, or null for no limit': 'साप्ताहिक सीमा 0 से अधिक रुपयों की राशि होनी चाहिए, दशमलव के बाद अधिकतम 2 अंकों के साथ और अधिकतम 1,00,00,000, या कोई सीमा न रखने के लिए null',
  'duration must be \'24h\', \'7d\' or \'30d\' for a cool-off, \'6m\', \'1y\' or \'5y\' for a self-exclusion': 'duration कूल-ऑफ़ के लिए \'24h\', \'7d\' या \'30d\' और स्व-बहिष्कार के लिए \'6m\', \'1y\' या \'5y\' होनी चाहिए',
  'kind must be \'cool_off\' or \'self_exclusion\'': 'kind \'cool_off\' या \'self_exclusion\' होना चाहिए',
  'minutes must be 0 (off), 30 or 60': 'minutes 0 (बंद), 30 या 60 होना चाहिए',
  // Texts (by their English template)
  'You are on a cool-off until {until}.': 'आप {until} तक कूल-ऑफ़ पर हैं।',
  'You have excluded yourself until {until}.': 'आपने {until} तक स्व-बहिष्कार चुना है।',
  // Success messages (msg / message)
  'Cool-off started': 'कूल-ऑफ़ शुरू हो गया',
  'Deposit limits reviewed': 'जमा सीमाओं की समीक्षा हो गई',
  'Deposit limits saved': 'जमा सीमाएँ सहेज ली गईं',
  'No deposit limit for now': 'अभी के लिए कोई जमा सीमा नहीं',
  'Reality check saved': 'रियलिटी चेक सहेज लिया गया',
  'Responsible play fetched successfully': 'ज़िम्मेदार खेल की जानकारी सफलतापूर्वक प्राप्त हुई',
  'Self-exclusion started': 'स्व-बहिष्कार शुरू हो गया',
  'Session fetched successfully': 'सत्र की जानकारी सफलतापूर्वक प्राप्त हुई',
} as const satisfies Catalogue;
