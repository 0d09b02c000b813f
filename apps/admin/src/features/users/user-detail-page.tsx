import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES, TRADING_VIEW_ROLES } from '@platform/contracts';
import { EmptyState, QueryState } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AuditHistory } from '../../shared/audit/audit-history.tsx';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { PageHeader } from '../../shared/page-header.tsx';
import { useHasRole } from '../../shared/role-gate.tsx';
import { useSession } from '../../shared/session.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { userQueries } from './api.ts';
import { DisplayNameForm } from './display-name-form.tsx';
import type { ScreenTexts } from './i18n.ts';
import { RolesForm } from './roles-form.tsx';
import { StatusSection } from './status-section.tsx';
import { UserFields } from './user-fields.tsx';

const asUserId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export function UserDetailPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const userId = asUserId(useParams().userId);
  const operator = useSession((s) => s.user);
  const isAdmin = operator?.roles.includes('admin') ?? false;
  const canSeeMoney = useCanReviewMoney();
  const canSeeTrading = useHasRole(TRADING_VIEW_ROLES);
  const query = useQuery({ ...userQueries.detail(userId ?? 0), enabled: userId !== null });
  const missing = userId === null || (isApiError(query.error) && query.error.code === CODES.notFound);

  return (
    <Stack>
      <Anchor component={Link} to="/users" size="sm">
        ← {t('users.detail.back')}
      </Anchor>
      <PageHeader
        title={t('users.detail.title', { id: userId ?? '?' })}
        intro={query.data?.email}
        actions={
          userId !== null && !missing ? (
            <Group gap="xs">
              {canSeeMoney ? (
                <Button component={Link} to={`/users/${userId}/ledger`} variant="outline">
                  {t('users.detail.ledger')}
                </Button>
              ) : null}
              {canSeeTrading ? (
                <Button component={Link} to={`/trading/positions?userId=${userId}`} variant="outline">
                  {t('users.detail.trading')}
                </Button>
              ) : null}
            </Group>
          ) : null
        }
      />
      {missing ? (
        <EmptyState>{t('users.detail.notFound', { id: userId ?? '?' })}</EmptyState>
      ) : (
        <QueryState query={query}>
          {(user) => (
            <Stack>
              <Paper withBorder p="md">
                <UserFields user={user} />
              </Paper>
              {/* Staff only: an admin names anyone; a staff member themselves. */}
              {user.roles.length > 0 && (isAdmin || user.userId === operator?.userId) ? (
                <DisplayNameForm user={user} own={user.userId === operator?.userId} />
              ) : null}
              {isAdmin ? (
                <>
                  <RolesForm user={user} />
                  {user.userId === operator?.userId ? (
                    <Text size="sm" c="dimmed">
                      {t('users.status.self')}
                    </Text>
                  ) : (
                    <StatusSection user={user} />
                  )}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('users.adminOnly')}
                </Text>
              )}
              <AuditHistory
                targetType="user"
                targetId={String(user.userId)}
                title={t('users.detail.history')}
                emptyText={t('users.detail.historyEmpty')}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
