import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { adminApi, TRADING_VIEW_ROLES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { historyTab } from '../../shared/audit/audit-history.tsx';
import { useCanReviewMoney } from '../../shared/money/access.ts';
import { ObjectPage } from '../../shared/object-page.tsx';
import { ObjectTabs } from '../../shared/object-tabs.tsx';
import { useAdmits, useHasRole } from '../../shared/role-gate.tsx';
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

/**
 * One user at their own address (issue 32 §2), for the customer desk: the account, what an admin may change on it, and
 * its history, in tabs kept in the address.
 */
export function UserDetailPage() {
  const { t } = useAppTexts<ScreenTexts>();
  const userId = asUserId(useParams().userId);
  const operator = useSession((s) => s.user);
  const isAdmin = operator?.roles.includes('admin') ?? false;
  const canSeeMoney = useCanReviewMoney();
  const canSeeTrading = useHasRole(TRADING_VIEW_ROLES);
  const allowed = useAdmits(adminApi.getUser.caller);
  const query = useQuery({ ...userQueries.detail(userId ?? 0), enabled: userId !== null && allowed });

  return (
    <ObjectPage
      back={{ to: '/users', label: t('users.detail.back') }}
      title={t('users.detail.title', { id: userId ?? '?' })}
      intro={query.data?.email}
      actions={
        query.data ? (
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
      allowed={allowed}
      notAllowed={t('users.deskOnly')}
      id={userId}
      query={query}
      notFound={t('users.detail.notFound', { id: userId ?? '?' })}
    >
      {(user) => (
        <ObjectTabs
          label={t('users.detail.tabs.label')}
          tabs={[
            {
              value: 'overview',
              label: t('users.detail.tabs.overview'),
              panel: (
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
                </Stack>
              ),
            },
            historyTab('user', user.userId, t('users.detail.tabs.history'), t('users.detail.historyEmpty')),
          ]}
        />
      )}
    </ObjectPage>
  );
}
