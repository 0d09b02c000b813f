import { Button, Group, TextInput } from '@mantine/core';
import { WATCHLIST_LIMITS } from '@platform/contracts';
import { closeAllModals, openModal } from '@platform/ui';
import { useState } from 'react';

interface NameFormProps {
  initial: string;
  label: string;
  saveLabel: string;
  onSave: (name: string) => void;
}

function NameForm({ initial, label, saveLabel, onSave }: NameFormProps) {
  const [name, setName] = useState(initial);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return;
        onSave(name.trim());
        closeAllModals();
      }}
    >
      <TextInput
        label={label}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
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
