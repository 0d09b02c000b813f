import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES, LIMITS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/page-header.tsx';
import { QueryState } from '../../shared/query-state.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { mailboxQueries } from './api.ts';
import { MailCard } from './mail-card.tsx';

export function MailboxPage() {
  const { t } = useTranslation();
  const { values, setFilters } = useUrlFilters(['to'] as const);
  const [address, setAddress] = useState(values.to);
  useEffect(() => setAddress(values.to), [values.to]);
  const query = useQuery(mailboxQueries.list(values.to));
  // The endpoint exists only in development without SMTP; elsewhere it answers 404.
  const off = isApiError(query.error) && query.error.code === CODES.notFound;

  return (
    <Stack>
      <PageHeader title={t('mailbox.title')} intro={t('mailbox.intro')} />
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ to: address.trim() });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('mailbox.address')}
              type="search"
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              maxLength={LIMITS.emailMax}
              autoComplete="off"
              style={{ flex: '1 1 240px' }}
            />
            <Button type="submit">{t('shared.search')}</Button>
            <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('mailbox.refresh')}
            </Button>
          </Group>
        </form>
      </search>
      {off ? (
        <Alert color="gray" title={t('mailbox.off')}>
          {t('mailbox.offText')}
        </Alert>
      ) : (
        <QueryState
          query={query}
          isEmpty={(mails) => mails.length === 0}
          emptyText={values.to ? t('shared.noMatches') : t('mailbox.empty')}
        >
          {(mails) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('mailbox.shown', { count: mails.length })}
              </Text>
              {mails.map((mail, index) => (
                <MailCard key={`${mail.createdAt}-${index}`} mail={mail} />
              ))}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
