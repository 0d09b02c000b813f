import { Alert, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES, systemApi } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../shared/page-header.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useUrlFilters } from '../../shared/search-params.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { mailboxQueries } from './api.ts';
import type { ScreenTexts } from './i18n.ts';
import { MailCard } from './mail-card.tsx';
import { MailboxSearch } from './mailbox-search.tsx';

/** Admins only, as its endpoint: another operator is told so (the endpoint's 403 would sign them out). */
export function MailboxPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('mailbox.title')} intro={t('mailbox.intro')} />
      <RoleGate roles={systemApi.findMails.caller.roles} text={t('mailbox.adminsOnly')}>
        <Mailbox />
      </RoleGate>
    </Stack>
  );
}

function Mailbox() {
  const { t } = useAppTexts<ScreenTexts>();
  const { values, setFilters } = useUrlFilters(['to'] as const);
  const query = useQuery(mailboxQueries.list(values.to));
  // The endpoint exists only in development without SMTP; elsewhere it answers 404.
  const off = isApiError(query.error) && query.error.code === CODES.notFound;

  return (
    <Stack>
      {off ? (
        <Alert color="gray" title={t('mailbox.off')}>
          {t('mailbox.offText')}
        </Alert>
      ) : (
        <>
          <MailboxSearch
            to={values.to}
            refreshing={query.isFetching}
            onSearch={(to) => setFilters({ to })}
            onRefresh={() => void query.refetch()}
          />
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
        </>
      )}
    </Stack>
  );
}
