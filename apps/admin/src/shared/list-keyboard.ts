// A list worked from the keyboard (issue 32 §3): `j`/`k` move between its rows, Enter opens the row in focus, `x` picks
// it for a bulk action, `/` goes to the list's search, and a list adds its own keys (`a` approve, `r` reject).
import { type HotkeyItem, useHotkeys } from '@mantine/hooks';
import { type RefObject, useState } from 'react';

/** Whether a key press is text being typed (a field, a select) or meant for a dialog, not for the list under it. */
function notForTheList(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  // A checkbox or a button takes no text: the list's keys still work while one has the focus.
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

const FIELDS = [
  'input[type="search"]',
  'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"])',
  'select, textarea',
];

/**
 * Where `/` goes: the field given; in an area, its search box, else its first text field, else its first choice; from
 * an empty mark, the same among the fields after it in its parent.
 */
function searchField(place: HTMLElement | null): HTMLElement | null {
  if (!place || place.matches(FIELDS.join(', '))) return place;
  const mark = place.childElementCount === 0 ? place : null;
  const area = mark?.parentElement ?? place;
  for (const selector of FIELDS) {
    const found = [...area.querySelectorAll<HTMLElement>(selector)].find(
      (field) => !mark || mark.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    if (found) return found;
  }
  return null;
}

export interface ListKeyboardOptions<Key extends string | number> {
  /** The rows' keys, in the order shown. */
  keys: readonly Key[];
  /** Enter on the row in focus. */
  onOpen(key: Key): void;
  /** `x` on the row in focus. */
  onToggle?(key: Key): void;
  /** More keys, each given the row in focus (null with none): `['a', approve]`. */
  hotkeys?: readonly (readonly [string, (focused: Key | null) => void])[];
  /** Where `/` goes: the list's search field, the area of its filters, or an empty mark before them (searchField). */
  search?: RefObject<HTMLElement | null>;
  /** A row's element, which takes the focus as `j`/`k` reach it. */
  rowElement(key: Key): HTMLElement | null | undefined;
}

/**
 * The row in focus and the keys that move it and act on it. Each row should call `setFocused` when it gets the focus
 * (a click, Tab), so the keys go on from where the operator is. Enter opens the row only while the focus is on the row
 * itself (or nowhere): on a link, a button or a box inside it, Enter stays theirs.
 */
export function useListKeyboard<Key extends string | number>(options: ListKeyboardOptions<Key>) {
  const { keys, rowElement } = options;
  const [chosen, setFocused] = useState<Key | null>(null);
  // A row that left the list (decided, or another page) is no longer in focus.
  const focused = chosen !== null && keys.includes(chosen) ? chosen : null;

  const move = (by: number) => {
    const at = focused === null ? (by > 0 ? -1 : keys.length) : keys.indexOf(focused);
    const next = keys[Math.min(keys.length - 1, Math.max(0, at + by))]!;
    setFocused(next);
    const element = rowElement(next);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  };

  const unless = (handler: (event: KeyboardEvent) => void) => (event: KeyboardEvent) => {
    if (notForTheList(event.target)) return;
    handler(event);
  };
  // Each handler prevents the browser's own action only when it acts: Enter on a button stays the button's.
  const key = (hotkey: string, act: () => void): HotkeyItem => [
    hotkey,
    unless((event) => {
      event.preventDefault();
      act();
    }),
    { preventDefault: false },
  ];
  // A list without rows (or whose rows lead nowhere) leaves the letters alone.
  const items: HotkeyItem[] = keys.length > 0 ? [key('j', () => move(1)), key('k', () => move(-1))] : [];
  const { search, onToggle, onOpen } = options;
  if (search) items.push(key('/', () => searchField(search.current)?.focus()));
  items.push([
    'Enter',
    unless((event) => {
      if (focused === null) return;
      const at = document.activeElement;
      if (at !== document.body && at !== rowElement(focused)) return;
      event.preventDefault();
      onOpen(focused);
    }),
    { preventDefault: false },
  ]);
  if (onToggle) items.push(key('x', () => focused !== null && onToggle(focused)));
  for (const [hotkey, act] of options.hotkeys ?? []) items.push(key(hotkey, () => act(focused)));
  // The list's own checks (notForTheList) decide which targets are typing, checkboxes included.
  useHotkeys(items, []);

  return { focused, setFocused };
}
