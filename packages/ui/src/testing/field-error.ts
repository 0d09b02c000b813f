/**
 * The error a form control shows, as a reader hears it: the text of the element its `aria-describedby` names for
 * the error (Mantine names it `<id>-error`), or null when the control is not marked invalid.
 */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const id = ids.find((each) => each.endsWith('-error'));
  if (!id) return null;
  return control.ownerDocument.getElementById(id)?.textContent ?? null;
}
