import { Alert, Anchor, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import type { CaseDetailView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { realInfoQuery } from '../../lib/realname.ts';
import { Page } from '../../lib/ui/page.tsx';
import { Statistics } from '../../lib/ui/statistics.tsx';
import { ApplyForm } from './apply-form.tsx';
import { APPLY } from './texts.ts';

/** `/apply`: the application form, what is needed for it, and the service's real case counts. */
export function ApplyPage() {
  const { t } = useTexts(APPLY);
  const [created, setCreated] = useState<CaseDetailView | null>(null);
  const realName = useQuery(realInfoQuery());
  return (
    <Page title={t('title')} intro={t('intro')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          {created ? (
            <Alert color="teal" variant="light" title={created.trackingNumber} data-testid="applied">
              <Text size="sm">{t('submitted', { number: created.trackingNumber })}</Text>
              <Button component={Link} to="/profile?tab=cases" mt="sm" size="sm">
                {t('follow')}
              </Button>
            </Alert>
          ) : (
            <ApplyForm onApplied={setCreated} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <Paper withBorder p="md" radius="md" style={{ borderLeft: '4px solid var(--mantine-color-teal-8)' }}>
              <Text size="sm">{t('honest')}</Text>
            </Paper>
            {realName.data && realName.data.status !== 'approved' && (
              <Paper withBorder p="md" radius="md">
                <Text size="sm">{t('realnameHint')}</Text>
                <Anchor component={Link} to="/realname" size="sm" fw={600}>
                  {t('realnameLink')}
                </Anchor>
              </Paper>
            )}
            <Statistics />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
