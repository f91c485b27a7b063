import { textHook } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The legal documents' words (messages/en.json, messages/hi.json; spec section 2: age 18+,
 * intellectual property, liability, cookies and advertising), one message per heading,
 * paragraph or list item.
 */
export const useLegalText = textHook('legal', en);

export type LegalKey = keyof typeof en & string;

/** A section is a heading with a paragraph or a list; each names its message. */
export interface LegalSection {
  heading: LegalKey;
  text?: LegalKey;
  list?: LegalKey[];
}

export interface LegalDocument {
  title: LegalKey;
  /** The date of the current version (YYYY-MM-DD), shown in the language of the page. */
  updated: string;
  sections: LegalSection[];
}

export const TERMS: LegalDocument = {
  title: 'terms.title',
  updated: '2026-11-01',
  sections: [
    { heading: 'terms.acceptance.heading', text: 'terms.acceptance.text' },
    { heading: 'terms.eligibility.heading', text: 'terms.eligibility.text' },
    { heading: 'terms.account.heading', text: 'terms.account.text' },
    { heading: 'terms.tickets.heading', list: ['terms.tickets.valid', 'terms.tickets.results', 'terms.tickets.prizes'] },
    { heading: 'terms.money.heading', text: 'terms.money.text' },
    { heading: 'terms.intellectualProperty.heading', text: 'terms.intellectualProperty.text' },
    { heading: 'terms.liability.heading', text: 'terms.liability.text' },
    { heading: 'terms.cookies.heading', text: 'terms.cookies.text' },
    { heading: 'terms.advertising.heading', text: 'terms.advertising.text' },
    { heading: 'terms.responsiblePlay.heading', text: 'terms.responsiblePlay.text' },
    { heading: 'terms.changes.heading', text: 'terms.changes.text' },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'privacy.title',
  updated: '2026-11-01',
  sections: [
    { heading: 'privacy.audience.heading', text: 'privacy.audience.text' },
    { heading: 'privacy.collect.heading', list: ['privacy.collect.account', 'privacy.collect.play', 'privacy.collect.technical'] },
    { heading: 'privacy.use.heading', text: 'privacy.use.text' },
    { heading: 'privacy.cookies.heading', text: 'privacy.cookies.text' },
    { heading: 'privacy.advertising.heading', text: 'privacy.advertising.text' },
    { heading: 'privacy.intellectualProperty.heading', text: 'privacy.intellectualProperty.text' },
    { heading: 'privacy.sharing.heading', text: 'privacy.sharing.text' },
    { heading: 'privacy.security.heading', text: 'privacy.security.text' },
    { heading: 'privacy.rights.heading', text: 'privacy.rights.text' },
  ],
};
