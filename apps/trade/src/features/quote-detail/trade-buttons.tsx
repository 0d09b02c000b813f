import { Button, Group, Text } from '@mantine/core';
import { closeAllModals, openModal } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { DETAIL } from './texts.ts';

/** Buy and Sell say plainly that trading is not open yet; there is no order screen to pretend with. */
export function TradeButtons({ tradable }: { tradable: boolean }) {
  const { t } = useTranslation(DETAIL);
  if (!tradable)
    return (
      <Text size="sm" c="dimmed">
        {t('notTradable')}
      </Text>
    );
  const explain = () =>
    void openModal({
      title: t('tradingTitle'),
      centered: true,
      children: (
        <>
          <Text size="sm">{t('tradingBody')}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => closeAllModals()}>{t('common:ok')}</Button>
          </Group>
        </>
      ),
    });
  return (
    <Group grow>
      <Button color="teal.9" onClick={explain}>
        {t('buy')}
      </Button>
      <Button color="red.9" onClick={explain}>
        {t('sell')}
      </Button>
    </Group>
  );
}
