import type { UserEvent } from '@testing-library/user-event';

/** Replaces a field's text the way a paste does: one input event, not one per key (typing is slow in happy-dom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
