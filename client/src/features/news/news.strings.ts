/** The news line's words: its label for assistive technology and the link's purpose. */
export const NEWS = {
  label: 'Latest news',
  opensNewTab: '(opens in a new tab)',
} as const;
