import { textHook, textOf } from '../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The shared components' own words (messages/en.json, messages/hi.json): the sidebar's
 * controls, the default labels of buttons, spinners, the pager and file widgets, request
 * statuses. Words a feature passes in by props stay the feature's.
 */
export const useComponentsText = textHook('components', en);

/** The same words outside React (a status named in a toast). */
export const componentsText = textOf('components', en);

export type ComponentsKey = keyof typeof en & string;
