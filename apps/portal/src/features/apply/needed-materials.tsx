import { List, Paper, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../lib/format.ts';
import { ToneBadge } from '../../lib/ui/tone-badge.tsx';
import { requiredMaterialsQuery } from './api.ts';
import { APPLY } from './texts.ts';

/** What to provide for the chosen kind of dispute (GET /api/mediate/getMediaterequest). */
export function NeededMaterials({ disputeType }: { disputeType: string }) {
  const { t } = useTexts(APPLY);
  const format = useFormat();
  const query = useQuery(requiredMaterialsQuery(disputeType));
  const materials = query.data?.find((entry) => entry.disputeType === disputeType)?.materials ?? [];
  if (!disputeType || materials.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="needed-materials">
      <Text fw={600} size="sm" mb="xs">
        {t('needed')}
      </Text>
      <List spacing="xs" size="sm">
        {materials.map((material) => (
          <List.Item key={material.key}>
            <Text span size="sm" fw={600}>
              {format.text(material.label)}
            </Text>{' '}
            <ToneBadge size="xs" tone={material.required ? 'info' : 'neutral'}>
              {material.required ? t('required') : t('optional')}
            </ToneBadge>
            <Text size="xs" c="dimmed">
              {format.text(material.hint)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
