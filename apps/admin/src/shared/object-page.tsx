import { Anchor, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { EmptyState, QueryState } from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

interface ObjectPageProps<Found> {
  /** The list the object belongs to, to go back to. */
  back: { to: string; label: string };
  title: string;
  intro?: ReactNode;
  /** Buttons beside the title (edit). */
  actions?: ReactNode;
  /** Whether the operator may read the object (its endpoint's rule); without, nothing is asked and `notAllowed` said. */
  allowed: boolean;
  notAllowed: string;
  /** The object's id from the address: null when it is not an id. */
  id: number | null;
  query: UseQueryResult<Found>;
  notFound: string;
  children(found: Found): ReactNode;
}

/**
 * An object's own page (issue 32 §2): back to its list, its title, and the object once read; who may not read it is told
 * so, an id that names nothing says so.
 */
export function ObjectPage<Found>({
  back,
  title,
  intro,
  actions,
  allowed,
  notAllowed,
  id,
  query,
  notFound,
  children,
}: ObjectPageProps<Found>) {
  const missing = id === null || (isApiError(query.error) && query.error.code === CODES.notFound);
  return (
    <Stack>
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <PageHeader title={title} intro={intro} actions={actions} />
      {!allowed ? (
        <Text c="dimmed">{notAllowed}</Text>
      ) : missing ? (
        <EmptyState>{notFound}</EmptyState>
      ) : (
        <QueryState query={query}>{children}</QueryState>
      )}
    </Stack>
  );
}
