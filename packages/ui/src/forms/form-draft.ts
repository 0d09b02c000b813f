// Drafts of long forms kept in this browser, per user and form: a session that expires mid-form sends the user to
// log in, and what they typed is there again when they come back. Cleared when the form is sent.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A draft older than this is not offered again. */
export const DRAFT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** Typing is saved once it pauses this long (and at once when the form leaves the screen). */
export const DRAFT_SAVE_DELAY_MS = 400;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Saved {
  at: number;
  values: Record<string, unknown>;
}

export const draftKey = (form: string, userId: number) => `draft:${form}:${userId}`;

const sameKind = (a: unknown, b: unknown) =>
  Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && (a === null) === (b === null);

/**
 * The form's values with a saved draft laid over them: only fields the form still has, of the same kind, so a draft
 * from an older version of the form cannot put a wrong type into it. Null when there is nothing (usable) to restore.
 */
export function mergeDraft<V extends object>(
  initial: V,
  raw: string | null,
  now = Date.now(),
  maxAgeMs = DRAFT_MAX_AGE_MS,
): V | null {
  if (!raw) return null;
  let saved: Saved;
  try {
    saved = JSON.parse(raw) as Saved;
  } catch {
    return null;
  }
  if (typeof saved?.at !== 'number' || now - saved.at > maxAgeMs || !saved.values || typeof saved.values !== 'object')
    return null;
  const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  let changed = false;
  for (const [field, value] of Object.entries(initial)) {
    if (!(field in saved.values) || !sameKind(value, saved.values[field])) continue;
    merged[field] = saved.values[field];
    changed ||= JSON.stringify(value) !== JSON.stringify(saved.values[field]);
  }
  return changed ? (merged as V) : null;
}

/** Saves the values, or removes the draft when they are the form's empty values (nothing worth keeping). */
export function writeDraft<V extends object>(
  storage: DraftStorage,
  key: string,
  values: V,
  initial: V,
  now = Date.now(),
) {
  try {
    if (JSON.stringify(values) === JSON.stringify(initial)) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ at: now, values: values as Record<string, unknown> } satisfies Saved));
  } catch {
    // Storage full or refused (private mode): the form works without a draft.
  }
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface FormDraft<V> {
  /** The form's starting values: the draft when one was restored, else `empty`. */
  initialValues: V;
  /** Whether the starting values came from a draft (the form may say so and offer to discard it). */
  restored: boolean;
  /** For `useForm({ onValuesChange })`: saves the values once typing pauses. */
  save: (values: V) => void;
  /** Forgets the draft (after the form was sent, or when the user discards it). */
  clear: () => void;
}

/**
 * A draft of a form for one signed-in user: `initialValues` for `useForm`, `save` for its `onValuesChange`, `clear`
 * once it is sent. With no user (`userId` null) nothing is read or kept.
 */
export function useFormDraft<V extends object>(
  form: string,
  userId: number | null | undefined,
  empty: V,
): FormDraft<V> {
  const key = userId ? draftKey(form, userId) : null;
  const storage = useMemo(browserStorage, []);
  const [start] = useState(() => {
    const restored = key && storage ? mergeDraft(empty, storage.getItem(key)) : null;
    return { values: restored ?? empty, restored: restored !== null };
  });
  const [restored, setRestored] = useState(start.restored);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; values: V } | null>(null);
  const emptyRef = useRef(empty);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    if (key && storage) writeDraft(storage, key, waiting.values, emptyRef.current);
  }, [key, storage]);

  const save = useCallback(
    (values: V) => {
      if (!key || !storage) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { values, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    },
    [key, storage, flush],
  );

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    setRestored(false);
    if (key && storage) storage.removeItem(key);
  }, [key, storage]);

  // Leaving the form (a session that just expired sends the user to log in) or the page keeps what was typed last.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { initialValues: start.values, restored, save, clear };
}
