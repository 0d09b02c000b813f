import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftKey, mergeDraft, writeDraft } from './form-draft.ts';

const EMPTY = { category: '', content: '', files: [] as { path: string }[], acknowledged: false };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('form drafts', () => {
  it('keeps one draft per form and user', () => {
    expect(draftKey('apply', 7)).toBe('draft:apply:7');
    expect(draftKey('apply', 7)).not.toBe(draftKey('apply', 8));
    expect(draftKey('apply', 7)).not.toBe(draftKey('feedback', 7));
  });

  it('saves typed values and restores them over the empty form', () => {
    const storage = memoryStorage();
    const typed = { ...EMPTY, content: 'The shop never answered', files: [{ path: '/file/a.png' }] };
    writeDraft(storage, 'k', typed, EMPTY, 1_000);
    expect(mergeDraft(EMPTY, storage.getItem('k'), 2_000)).toEqual(typed);
  });

  it('removes the draft when the form is back to empty', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'k', { ...EMPTY, content: 'x' }, EMPTY);
    writeDraft(storage, 'k', EMPTY, EMPTY);
    expect(storage.items.size).toBe(0);
  });

  it('offers nothing for a missing, broken, stale or empty draft', () => {
    const storage = memoryStorage();
    expect(mergeDraft(EMPTY, null)).toBeNull();
    expect(mergeDraft(EMPTY, '{not json')).toBeNull();
    writeDraft(storage, 'k', { ...EMPTY, content: 'old' }, EMPTY, 0);
    expect(mergeDraft(EMPTY, storage.getItem('k'), DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(mergeDraft(EMPTY, JSON.stringify({ at: 0, values: EMPTY }), 1)).toBeNull();
  });

  it('takes only fields the form still has, of the same kind', () => {
    const raw = JSON.stringify({
      at: 0,
      values: { content: 'kept', category: 12, files: 'not a list', acknowledged: true, gone: 'dropped' },
    });
    expect(mergeDraft(EMPTY, raw, 1)).toEqual({ ...EMPTY, content: 'kept', acknowledged: true });
  });
});
