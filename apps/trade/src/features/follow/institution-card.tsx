import { Text } from '@mantine/core';
import type { FollowInstitutionView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { CatalogueCard, InactiveBadge } from '../../lib/product/index.ts';
import { RecordFigures, rulesInWords } from './record-figures.tsx';
import { FOLLOW } from './texts.ts';

/** One institution in the list: its name and strategy, its rules in words and its record; opens its page. */
export function InstitutionCard({ institution: i }: { institution: FollowInstitutionView }) {
  const { t } = useTexts(FOLLOW);
  return (
    <CatalogueCard
      titleId={`follow-institution-${i.id}`}
      to={`/follow/${i.id}`}
      name={i.name}
      openLabel={t('open', { name: i.name })}
      subtitle={t(`strategy.${i.params.strategy}`)}
      aside={i.active ? null : <InactiveBadge>{t('inactive')}</InactiveBadge>}
      data-testid="follow-institution"
    >
      <Text size="sm" data-testid="follow-rules">
        {rulesInWords(t, i.params)}
      </Text>
      <RecordFigures institution={i} />
    </CatalogueCard>
  );
}
