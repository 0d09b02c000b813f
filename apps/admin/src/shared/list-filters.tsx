import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { isRecordId } from './route-id.ts';
import { useAppTexts } from './texts.ts';

export interface SelectFilter<K extends string> {
  key: K;
  label: string;
  value: string;
  /** The first option should be the unfiltered one (value ''). */
  options: { value: string; label: string }[];
  /** Its share of the row (CSS `flex`), where the list's own layout differs from the usual. */
  flex?: string;
}

interface ListFiltersProps<K extends string> {
  /** A free-text search, applied with the Search button (or Enter). */
  search?: { key: K; label: string; placeholder?: string; value: string; maxLength?: number };
  /** Choices that apply as soon as they change. */
  selects: SelectFilter<K>[];
  onChange(filters: Partial<Record<K, string>>): void;
}

/** The filters above a review queue or list: a search box and a few selects, kept in the address by the page. */
export function ListFilters<K extends string>({ search, selects, onChange }: ListFiltersProps<K>) {
  const { t } = useAppTexts();
  const [text, setText] = useState(search?.value ?? '');
  useEffect(() => setText(search?.value ?? ''), [search?.value]);

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (search) onChange({ [search.key]: text.trim() } as Partial<Record<K, string>>);
        }}
      >
        <Group align="flex-end" gap="sm">
          {search ? (
            <TextInput
              label={search.label}
              placeholder={search.placeholder}
              type="search"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={search.maxLength ?? 50}
              style={{ flex: '1 1 220px' }}
            />
          ) : null}
          {selects.map((select) => (
            <NativeSelect
              key={select.key}
              label={select.label}
              data={select.options}
              value={select.value}
              onChange={(event) => onChange({ [select.key]: event.currentTarget.value } as Partial<Record<K, string>>)}
              // Beside a search box the selects share the row; alone they keep a readable width.
              style={{ flex: select.flex ?? (search ? '1 1 160px' : '0 1 260px') }}
            />
          ))}
          {search ? <Button type="submit">{t('shared.search')}</Button> : null}
        </Group>
      </form>
    </search>
  );
}

/** The buttons under a form of filters: Reset (every filter back to none) and Search. */
export function ResetAndSearch({ onReset }: { onReset(): void }) {
  const { t } = useAppTexts();
  return (
    <Group justify="flex-end" mt="sm" gap="sm">
      <Button variant="default" onClick={onReset}>
        {t('shared.reset')}
      </Button>
      <Button type="submit">{t('shared.search')}</Button>
    </Group>
  );
}

/**
 * One user's records: the user ID a list's filters hold while it is typed, checked when the form is sent (a record's
 * id, or none). `inputProps` go on its TextInput beside the label.
 */
export function useUserIdFilter(applied: string, invalidText: string) {
  const [userId, setUserId] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setUserId(applied), [applied]);
  return {
    /** The ID to apply, trimmed (`''` for everyone); `null`, with the error on the field, when it names no record. */
    checked(): string | null {
      const id = userId.trim();
      const valid = !id || isRecordId(id);
      setError(valid ? null : invalidText);
      return valid ? id : null;
    },
    inputProps: {
      inputMode: 'numeric',
      value: userId,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setUserId(event.currentTarget.value),
      error,
      maxLength: 10,
      style: { flex: '1 1 140px' },
    } as const,
  };
}

/**
 * Filters that include one user's ID, as a form ending in its Search button: sent (Search or Enter) only when the ID
 * names a record or is empty; `onApply` gets it trimmed, and the page applies it with the other filters' typed values.
 */
export function UserIdFiltersForm({
  user,
  onApply,
  children,
}: {
  user: ReturnType<typeof useUserIdFilter>;
  onApply(userId: string): void;
  children: ReactNode;
}) {
  const { t } = useAppTexts();
  return (
    <search>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const userId = user.checked();
          if (userId !== null) onApply(userId);
        }}
      >
        <Group align="flex-end" gap="sm">
          {children}
          <Button type="submit">{t('shared.search')}</Button>
        </Group>
      </form>
    </search>
  );
}
