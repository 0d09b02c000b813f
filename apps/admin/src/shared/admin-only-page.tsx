import { Button, Stack, Text } from '@mantine/core';
import { loosely } from '@platform/ui';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import { useHasRole } from './role-gate.tsx';
import { useAppTexts } from './texts.ts';

interface AdminOnlyPageProps {
  /** The i18n key holding the screen's `title`, `intro` and `notAllowed` (who may use it, said to everyone else). */
  texts: string;
  /** Another i18n key for `notAllowed`, where the screen shares one. */
  notAllowed?: string;
  /** The screen itself: rendered for admins only, so no one else calls its endpoints. */
  children: ReactNode;
}

/**
 * A back-office screen only admins may use (the server refuses anyone else, and a refusal would read as an expired
 * session): others see its title and intro, and who may.
 */
export function AdminOnlyPage({ texts, notAllowed = `${texts}.notAllowed`, children }: AdminOnlyPageProps) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const isAdmin = useHasRole(['admin']);
  if (isAdmin) return children;
  return (
    <Stack>
      <ScreenHeader texts={texts} />
      <Text c="dimmed">{t(notAllowed)}</Text>
    </Stack>
  );
}

/** A screen's header from its texts key (`title`, `intro`), with its `new` button where it creates items. */
export function ScreenHeader({ texts, onNew }: { texts: string; onNew?(): void }) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  return (
    <PageHeader
      title={t(`${texts}.title`)}
      intro={t(`${texts}.intro`)}
      actions={onNew ? <Button onClick={onNew}>{t(`${texts}.new`)}</Button> : undefined}
    />
  );
}
