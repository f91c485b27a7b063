import type { MoneyRequestKind, MoneyRequestStatus, MoneyRequestStatusChanged, MoneyRequestSubmitted } from '../../money-requests/money-request.notices.js';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/language.js';
import { formatRupees, rupeesFromPaise } from '../../shared/money/money.js';
import type { PushNotice } from '../push/push-sender.js';

/**
 * The words of the money-request pushes. Pure: the handlers send what these return.
 * Statuses read as the player's history shows them (spec section 4: underscores become
 * spaces, the first letter a capital). A player's push is in their stored language
 * (issue 14); the admins' are in English.
 */

export const STATUS_LABELS: Record<MoneyRequestStatus, string> = {
  on_hold: 'On hold',
  in_progress: 'In progress',
  done: 'Done',
  rejected: 'Rejected',
};

const KIND_WORDS: Record<MoneyRequestKind, { noun: string; title: string; verb: string; page: string; adminPage: string }> = {
  deposit: { noun: 'deposit', title: 'Deposit', verb: 'deposit', page: '/deposit', adminPage: '/admin/deposit' },
  withdrawal: { noun: 'withdrawal', title: 'Withdrawal', verb: 'withdraw', page: '/withdraw', adminPage: '/admin/withdraw' },
};

/** FCM carries at most 4 KB; an admin's reason is at most 300 characters where it is written. */
const MAX_REASON = 300;

/** How a request is named to people: the start of its id, as in the request lists. */
export function requestLabel(requestId: string): string {
  return `#${requestId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** To the player: their request changed status (with the reason when it was rejected). */
export function statusChangedNotice(n: MoneyRequestStatusChanged, language: Language = DEFAULT_LANGUAGE): PushNotice {
  const words = KIND_WORDS[n.kind];
  const { title, body } = (language === 'hi' ? hindiStatusWords : englishStatusWords)(n);
  return {
    title,
    body,
    link: words.page,
    data: {
      type: 'money-request-status',
      kind: n.kind,
      requestId: n.requestId,
      status: n.status,
      amount: String(rupeesFromPaise(n.amountPaise)),
      ...(n.status === 'rejected' && n.reason ? { reason: n.reason.slice(0, MAX_REASON) } : {}),
    },
  };
}

function englishStatusWords(n: MoneyRequestStatusChanged): { title: string; body: string } {
  const words = KIND_WORDS[n.kind];
  const label = STATUS_LABELS[n.status];
  const amount = formatRupees(n.amountPaise);
  let body = `Your ${words.noun} request ${requestLabel(n.requestId)} of ${amount} is now ${label}.`;
  if (n.status === 'done') {
    body += n.kind === 'deposit' ? ` ${amount} has been added to your Money Balance.` : ` ${amount} has been paid out to you.`;
  }
  if (n.status === 'rejected') {
    body += n.reason?.trim() ? ` Reason: ${asSentence(n.reason.trim())}` : ' No reason was given.';
    if (n.kind === 'withdrawal') body += ` The held ${amount} is back in your Money Balance.`;
  }
  return { title: `${words.title} request ${label.toLowerCase()}`, body };
}

/** Hindi: the client's words (जमा, निकासी, लंबित, प्रक्रिया में, अस्वीकृत, मनी बैलेंस). */
const HINDI_KIND: Record<MoneyRequestKind, string> = { deposit: 'जमा', withdrawal: 'निकासी' };
const HINDI_STATUS: Record<MoneyRequestStatus, { title: string; now: string }> = {
  on_hold: { title: 'लंबित', now: 'अब लंबित है।' },
  in_progress: { title: 'प्रक्रिया में', now: 'अब प्रक्रिया में है।' },
  done: { title: 'पूरा हुआ', now: 'पूरा हो गया है।' },
  rejected: { title: 'अस्वीकृत', now: 'अस्वीकृत कर दिया गया है।' },
};

function hindiStatusWords(n: MoneyRequestStatusChanged): { title: string; body: string } {
  const kind = HINDI_KIND[n.kind];
  const status = HINDI_STATUS[n.status];
  const amount = formatRupees(n.amountPaise);
  let body = `${amount} का आपका ${kind} अनुरोध ${requestLabel(n.requestId)} ${status.now}`;
  if (n.status === 'done') {
    body += n.kind === 'deposit' ? ` ${amount} आपके मनी बैलेंस में जोड़ दिए गए हैं।` : ` ${amount} का भुगतान आपको कर दिया गया है।`;
  }
  if (n.status === 'rejected') {
    body += n.reason?.trim() ? ` कारण: ${asSentence(n.reason.trim())}` : ' कोई कारण नहीं बताया गया।';
    if (n.kind === 'withdrawal') body += ` होल्ड किए गए ${amount} आपके मनी बैलेंस में वापस आ गए हैं।`;
  }
  return { title: `${kind} अनुरोध ${status.title}`, body };
}

/** To the admins: a player sent a new request. `username` null when the account is not found. */
export function submittedNotice(n: MoneyRequestSubmitted, username: string | null): PushNotice {
  const words = KIND_WORDS[n.kind];
  const amount = formatRupees(n.amountPaise);
  return {
    title: `New ${words.noun} request`,
    body: `${username ?? 'A player'} asked to ${words.verb} ${amount} (request ${requestLabel(n.requestId)}).`,
    link: words.adminPage,
    data: { type: 'money-request-submitted', kind: n.kind, requestId: n.requestId, amount: String(rupeesFromPaise(n.amountPaise)) },
  };
}

/** The admin's reason, cut to size, ending as a sentence so that what follows reads apart. */
function asSentence(reason: string): string {
  const cut = reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason;
  return /[.!?…]$/.test(cut) ? cut : `${cut}.`;
}
