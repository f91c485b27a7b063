/**
 * After a refused submit, the first field the checks named takes focus, so a keyboard or
 * screen-reader user lands on what to fix (the messages come in the specification's order).
 */
export function focusFirstError(form: HTMLFormElement): void {
  // The error text is rendered after this call; wait for it.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
