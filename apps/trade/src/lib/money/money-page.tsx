import { Anchor, Stack, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../page-title.ts';
import { PageHeading } from '../product/page-heading.tsx';
import { MONEY } from './texts.ts';

interface MoneyPageProps {
  title: string;
  /** Where the back link leads; the assets overview by default, none when null. */
  back?: { to: string; label: string } | null;
  /** A page that goes with this one (its history, its statement), linked beside the title. */
  related?: { to: string; label: string };
  /** What the screen is for, under the title. */
  intro?: string;
  /** A single-column form or short list: kept to a readable measure on wide screens instead of the full width. */
  narrow?: boolean;
  children: ReactNode;
}

/** Wide enough for two fields side by side, narrow enough that a lone input is not a 960 px bar. */
const NARROW = 640;

/** The frame of every money screen: a way back, the title (also the tab's), the intro, then the content. */
export function MoneyPage({ title, back, related, intro, narrow = false, children }: MoneyPageProps) {
  const { t } = useTexts(MONEY);
  usePageTitle(title);
  const backLink = back === undefined ? { to: '/assets', label: t('backToAssets') } : back;
  return (
    <Stack
      gap="md"
      py={{ base: 0, sm: 'md' }}
      w="100%"
      maw={narrow ? NARROW : undefined}
      mx={narrow ? 'auto' : undefined}
    >
      {backLink && (
        <Anchor component={Link} to={backLink.to} size="sm" w="fit-content">
          <span aria-hidden="true">← </span>
          {backLink.label}
        </Anchor>
      )}
      <PageHeading
        title={title}
        aside={
          related && (
            <Anchor component={Link} to={related.to} size="sm">
              {related.label}
            </Anchor>
          )
        }
      />
      {intro !== undefined && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {children}
    </Stack>
  );
}
