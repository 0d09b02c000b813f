// Rows picked for a bulk action (issue 32 §3): a box per row and one for the page. Only rows shown can be picked: as
// the page changes (another page, a filter, a row decided by a colleague) the rest drop out of the selection.
import { useState } from 'react';

export function useRowSelection<Key extends string | number>(selectable: readonly Key[]) {
  const [picked, setPicked] = useState<ReadonlySet<Key>>(() => new Set());
  const selected = selectable.filter((key) => picked.has(key));
  const all = selectable.length > 0 && selected.length === selectable.length;

  const toggle = (key: Key) => {
    if (!selectable.includes(key)) return;
    setPicked((before) => {
      const next = new Set(before);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  return {
    /** The picked rows' keys, in the order shown. */
    selected,
    isSelected: (key: Key) => picked.has(key) && selectable.includes(key),
    toggle,
    /** Every row of the page picked (or, when all were, none). */
    toggleAll: () => setPicked(new Set(all ? [] : selectable)),
    clear: () => setPicked(new Set()),
    /** The page's box: checked when all are picked, mixed when some are. */
    all,
    some: selected.length > 0 && !all,
  };
}

export type RowSelection<Key extends string | number> = ReturnType<typeof useRowSelection<Key>>;
