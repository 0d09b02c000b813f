import { Button, Group, TextInput } from '@mantine/core';
import { WATCHLIST_LIMITS, watchlistNameBody } from '@platform/contracts';
import { closeAllModals, openModal, useSchemaRule } from '@platform/ui';
import { useState } from 'react';

interface NameFormProps {
  initial: string;
  label: string;
  saveLabel: string;
  onSave: (name: string) => void;
}

/** `noValidate`: an empty name gets the contract's message under the field, not the browser's bubble. */
function NameForm({ initial, label, saveLabel, onSave }: NameFormProps) {
  const rule = useSchemaRule();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = rule(watchlistNameBody.shape.name)(name);
        setError(problem);
        if (problem) return;
        onSave(name.trim());
        closeAllModals();
      }}
    >
      <TextInput
        label={label}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={WATCHLIST_LIMITS.nameMax}
        required
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit">{saveLabel}</Button>
      </Group>
    </form>
  );
}

/** Asks for a list name (new list, rename). */
export function askName(title: string, props: NameFormProps) {
  void openModal({ title, centered: true, children: <NameForm {...props} /> });
}
