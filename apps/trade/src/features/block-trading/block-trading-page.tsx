import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BlockPermissionView } from '@platform/contracts';
import { QueryState, toast, useShowError, useTexts, WARNING_TEXT } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Simulated } from '../../lib/market/simulated.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { offersQuery, permissionQuery, useApply, useBlockNews } from './api.ts';
import { OfferCard } from './offer-card.tsx';
import { BLOCK, BLOCK_MINIMUM } from './texts.ts';

// The theme's inks keep the outlined label above 4.5:1 in the light and the dark theme.
const TONE = {
  not_opened: 'var(--mantine-color-dimmed)',
  under_review: WARNING_TEXT,
  approved: 'var(--platform-ink-teal)',
  rejected: 'var(--platform-ink-red)',
} as const;

function PermissionCard({ permission }: { permission: BlockPermissionView }) {
  const { t } = useTexts(BLOCK);
  const apply = useApply();
  const showError = useShowError();
  const canApply = permission.state === 'not_opened' || permission.state === 'rejected';
  const onApply = async () => {
    try {
      await apply.mutateAsync();
      toast.success(t('state.under_review'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="block-permission">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="block-permission">
            {t('permission')}
          </Title>
          <Badge
            color={TONE[permission.state]}
            variant="outline"
            size="lg"
            tt="none"
            data-testid="block-permission-state"
          >
            {t(`state.${permission.state}`)}
          </Badge>
        </Group>
        {permission.state === 'under_review' ? <Text size="sm">{t('underReviewNote')}</Text> : null}
        {permission.state === 'rejected' && permission.reason ? (
          <Alert color="red" variant="light" data-testid="block-reject-reason">
            {t('rejectedReason', { reason: permission.reason })}
          </Alert>
        ) : null}
        {canApply && !permission.identityVerified ? (
          <Alert color="yellow" variant="light">
            {t('kycNeeded')}{' '}
            <Anchor component={Link} to="/kyc" fw={600}>
              {t('kycVerify')}
            </Anchor>
          </Alert>
        ) : null}
        {canApply ? (
          <Group>
            <Button onClick={onApply} loading={apply.isPending} disabled={!permission.identityVerified}>
              {permission.state === 'rejected' ? t('applyAgain') : t('apply')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Offers() {
  const { t } = useTexts(BLOCK);
  useBlockNews();
  const offers = useQuery(offersQuery());
  return (
    <Stack gap="sm" component="section" aria-labelledby="block-offers">
      <Group justify="space-between">
        <Title order={2} size="h4" id="block-offers">
          {t('offers')}
        </Title>
        <Simulated />
      </Group>
      <QueryState query={offers} isEmpty={(data) => data.rows.length === 0} emptyText={t('noOffers')}>
        {(data) => (
          <Stack gap="md">
            {data.rows.map((offer) => (
              <OfferCard key={offer.symbol} offer={offer} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function BlockTradingPage() {
  const { t } = useTexts(BLOCK);
  usePageTitle(t('title'));
  const permission = useQuery(permissionQuery());
  return (
    <Stack gap="md" py={{ base: 0, sm: 'md' }} maw={840}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro', BLOCK_MINIMUM)}</Text>
      <QueryState query={permission}>
        {(data) => (
          <Stack gap="md">
            <PermissionCard permission={data} />
            {data.state === 'approved' ? <Offers /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
