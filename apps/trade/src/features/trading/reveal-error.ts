// A refusal is shown where the user is looking: on a phone the ticket's button sits far below its quantity, so an
// error drawn on that field would be off the screen (issue 27 §3). The first field in error is brought into view and
// focused.

/** Scrolls the first field in error within `form` to the middle of the screen and focuses it. */
export function revealFirstError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  const target = field.matches('input, textarea, select')
    ? field
    : field.querySelector<HTMLElement>('input:checked, input, button');
  target?.focus({ preventScroll: true });
}
