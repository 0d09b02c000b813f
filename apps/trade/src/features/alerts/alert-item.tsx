// One alert in the list: its instrument, condition and state (fired: at which price, when), with pause or resume and
// delete while it is the user's to change.
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AlertState, PriceAlert } from '@platform/contracts';
import { confirm, toast, useDateFormat, useShowError, useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { alertRequests, useAlertMutation } from './api.ts';
import { ALERTS } from './texts.ts';

const STATE_COLOR: Record<AlertState, string> = { active: 'green.9', paused: 'gray.7', fired: 'blue.9' };

export function AlertItem({ alert }: { alert: PriceAlert }) {
  const { t } = useTexts(ALERTS);
  const { dateTime } = useDateFormat();
  const showError = useShowError();
  const pause = useAlertMutation(alertRequests.pause);
  const resume = useAlertMutation(alertRequests.resume);
  const remove = useAlertMutation(alertRequests.remove);
  const condition =
    alert.kind === 'move'
      ? t('condition.move', { percent: alert.percent })
      : t(`condition.${alert.kind}`, { price: alert.price });
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
    } catch (error) {
      showError(error);
    }
  };
  const askDelete = () =>
    confirm({
      title: t('deleteTitle'),
      content: t('deleteConfirm', { symbol: alert.symbol, condition }),
      okLabel: t('delete'),
      cancelLabel: t('common:cancel'),
      danger: true,
      onOk: () => run(remove.mutateAsync(alert.id), t('deleted')),
    });

  return (
    <Paper
      component="li"
      p="md"
      radius="md"
      withBorder
      data-alert-id={alert.id}
      aria-label={`${alert.symbol}: ${condition}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Anchor component={Link} to={`/quote/${alert.symbol}`} fw={700}>
              {alert.symbol}
            </Anchor>
            <Badge color={STATE_COLOR[alert.state]} variant="light" data-testid="alert-state">
              {t(`state.${alert.state}`)}
            </Badge>
          </Group>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {condition}
          </Text>
          <Text size="xs" c="dimmed">
            {alert.state === 'fired' && alert.firedAt
              ? t('firedAt', { price: alert.firedPrice, time: dateTime(alert.firedAt) })
              : t('createdAt', { time: dateTime(alert.createdAt) })}
            {alert.email ? ` · ${t('byEmail')}` : ''}
          </Text>
        </Stack>
        <Group gap="xs" justify="flex-end">
          {alert.state === 'active' && (
            <Button
              size="compact-sm"
              variant="default"
              loading={pause.isPending}
              onClick={() => void run(pause.mutateAsync(alert.id), t('paused'))}
              aria-label={`${t('pause')} ${alert.symbol}`}
            >
              {t('pause')}
            </Button>
          )}
          {alert.state === 'paused' && (
            <Button
              size="compact-sm"
              variant="light"
              loading={resume.isPending}
              onClick={() => void run(resume.mutateAsync(alert.id), t('resumed'))}
              aria-label={`${t('resume')} ${alert.symbol}`}
            >
              {t('resume')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.8"
            loading={remove.isPending}
            onClick={askDelete}
            aria-label={`${t('delete')} ${alert.symbol}`}
          >
            {t('delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
