import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type BankCardView, MONEY_LIMITS, moneyApi } from '@platform/contracts';
import { confirm, loading, QueryState, toast, useDateFormat, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { bankCardsQuery, moneyKeys } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { BANK_CARDS } from './texts.ts';

export function BankCardsPage() {
  const { t } = useTexts(BANK_CARDS);
  const say = useMessage();
  const showError = useShowError();
  const when = useDateFormat().dateTime;
  const queryClient = useQueryClient();
  const cards = useQuery(bankCardsQuery());
  const unbind = useMutation({
    mutationFn: (id: number) => api.call(moneyApi.deleteBankCard, { params: { id } }),
    onSuccess: (remaining) => queryClient.setQueryData(moneyKeys.bankCards(), remaining),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.bankCards() }),
  });
  const rows = cards.data ?? [];
  const full = rows.length >= MONEY_LIMITS.maxBankCards;

  const askUnbind = (card: BankCardView) =>
    confirm({
      title: t('unbindTitle'),
      content: t('unbindBody', { bank: card.bankName, card: card.cardMasked }),
      okLabel: t('common:ok'),
      cancelLabel: t('common:cancel'),
      danger: true,
      onOk: async () => {
        try {
          await loading.during(unbind.mutateAsync(card.id));
          toast.success(say('cardUnbound'));
        } catch (error) {
          showError(error);
        }
      },
    });

  return (
    <MoneyPage title={t('title')} narrow>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <QueryState query={cards} />
      {cards.data && rows.length === 0 && (
        <Paper p="md" radius="lg" withBorder>
          <Text size="sm">{t('none')}</Text>
        </Paper>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
        {rows.map((card) => (
          <Paper component="li" key={card.id} p="md" radius="lg" withBorder data-testid={`bank-card-${card.last4}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              {/* A long bank name wraps inside its column; Unbind keeps its own width beside it. */}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {card.bankName}
                  </Text>
                  <Badge variant="default" size="sm">
                    {t(`brand.${card.brand}`)}
                  </Badge>
                </Group>
                <Text ff="monospace" fw={600}>
                  {card.cardMasked}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {card.accountName}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('addedOn', { date: when(card.createdAt) })}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="compact-sm"
                style={{ flexShrink: 0 }}
                onClick={() => askUnbind(card)}
                aria-label={t('unbindLabel', { card: card.cardMasked })}
              >
                {t('unbind')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {full ? (
        <Text size="sm" c="dimmed">
          {t('limit', { max: MONEY_LIMITS.maxBankCards })}
        </Text>
      ) : (
        cards.data && (
          <Button component={Link} to="/bank-cards/bind" w={{ base: '100%', xs: 'auto' }}>
            {t('bind')}
          </Button>
        )
      )}
    </MoneyPage>
  );
}
