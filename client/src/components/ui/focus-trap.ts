/** What Tab can reach: enabled controls, links and anything given a place in the tab order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls inside `root` that Tab can reach, in page order (not those hidden or inert). */
export function focusablesIn(root: ParentNode | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * Keeps Tab and Shift+Tab on `items` (a dialog's controls; an open menu's and its toggle):
 * past the last Tab goes to the first and back, and from anywhere else to the first (or,
 * with Shift, the last). Between two items the browser's own order applies.
 */
export function keepTabWithin(event: KeyboardEvent, items: readonly HTMLElement[]): void {
  if (event.key !== 'Tab') return;
  if (items.length === 0) return event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) {
    event.preventDefault();
    items[items.length - 1]!.focus();
  } else if (!event.shiftKey && (at === -1 || at === items.length - 1)) {
    event.preventDefault();
    items[0]!.focus();
  }
}
