import { List, Stack, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { MINING } from './texts.ts';

const RISKS = ['drift', 'lost', 'fee', 'coin'] as const;

/** The risks and terms, stated before purchase: the drift, lost periods not paid, the fee's refund rule, the coin. */
export function Risks({ id }: { id: string }) {
  const { t } = useTexts(MINING);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id={id}>
        {t('risks.title')}
      </Title>
      <List size="sm" spacing={4} aria-labelledby={id} data-testid="mining-risks">
        {RISKS.map((key) => (
          <List.Item key={key} data-testid={`mining-risk-${key}`}>
            {t(`risks.${key}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
