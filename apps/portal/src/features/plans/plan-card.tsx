import { Card, List, Text, Title } from '@mantine/core';
import type { PlanView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { planFee } from './plan-fee.ts';
import { PLANS } from './texts.ts';

/** One plan: its name, its published fee and when it is taken, what it includes. */
export function PlanCard({
  plan,
  headingLevel = 2,
  full = true,
}: {
  plan: PlanView;
  headingLevel?: 2 | 3;
  full?: boolean;
}) {
  const { t } = useTexts(PLANS);
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="plan">
      <Title order={headingLevel} size="h3">
        {plan.name}
      </Title>
      {plan.summary && (
        <Text size="sm" mt="xs">
          {plan.summary}
        </Text>
      )}
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="md">
        {t('fee')}
      </Text>
      <Text fw={700} size="lg" data-testid="plan-fee">
        {planFee(plan, t)}
      </Text>
      {plan.feeNote && <Text size="sm">{plan.feeNote}</Text>}
      <Text size="sm" c="teal.9" mt={4}>
        {t('noUpfront')}
      </Text>
      {plan.features.length > 0 && (
        <>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="md">
            {t('features')}
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {plan.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </>
      )}
      {full && plan.body && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <RichText html={plan.body} />
        </div>
      )}
    </Card>
  );
}
