import { Anchor, Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session.ts';
import { useAppTexts } from '../texts.ts';

interface SavedFilter {
  name: string;
  /** The list's address query (its filters and sort), without the page. */
  search: string;
}

const NAME_MAX = 40;

/** The list's filters as they stand in the address, without the page: what a saved filter keeps. */
function filtersOf(search: string) {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.sort();
  return params.toString();
}

/**
 * An operator's own views of a list (issue 32 §3): the filters and sort in the address saved under a name, kept for
 * this operator in this browser, each a link back to that view.
 */
export function SavedFilters() {
  const { t } = useAppTexts();
  const { pathname, search } = useLocation();
  const operator = useSession((s) => s.user?.userId ?? 0);
  const [saved, setSaved] = useLocalStorage<SavedFilter[]>({
    key: `admin.savedFilters.${operator}.${pathname}`,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = filtersOf(search);

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('resource.savedFilters.nameRequired'));
    setSaved([...saved.filter((view) => view.name !== trimmed), { name: trimmed, search: current }]);
    setNaming(false);
    setName('');
    setError(null);
  };

  // Always there, so that applying a filter does not push the list down under the pointer.
  return (
    <Group gap="xs" aria-label={t('resource.savedFilters.title')} role="group">
      <Text size="sm" c="dimmed">
        {t('resource.savedFilters.title')}
      </Text>
      {saved.map((view) => (
        <Group key={view.name} gap={2} wrap="nowrap">
          <Anchor
            component={Link}
            to={view.search ? `${pathname}?${view.search}` : pathname}
            size="sm"
            aria-current={view.search === current ? 'page' : undefined}
            fw={view.search === current ? 700 : undefined}
          >
            {view.name}
          </Anchor>
          <CloseButton
            size="sm"
            aria-label={t('resource.savedFilters.remove', { name: view.name })}
            onClick={() => setSaved(saved.filter((other) => other.name !== view.name))}
          />
        </Group>
      ))}
      {!naming ? (
        <Button variant="subtle" size="compact-sm" disabled={!current} onClick={() => setNaming(true)}>
          {t('resource.savedFilters.save')}
        </Button>
      ) : null}
      {current && naming ? (
        <form
          noValidate
          aria-label={t('resource.savedFilters.save')}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setNaming(false);
          }}
        >
          <Group gap="xs" align="flex-start">
            <TextInput
              size="xs"
              label={t('resource.savedFilters.name')}
              value={name}
              maxLength={NAME_MAX}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              autoFocus
            />
            <Button type="submit" size="compact-sm" mt={22}>
              {t('resource.savedFilters.confirm')}
            </Button>
          </Group>
        </form>
      ) : null}
    </Group>
  );
}
