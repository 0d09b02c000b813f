import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { FollowInstitutionView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordFigures, rulesInWords } from './record-figures.tsx';
import { FOLLOW } from './texts.ts';

/** One institution in the list: its name and strategy, its rules in words and its record; opens its page. */
export function InstitutionCard({ institution: i }: { institution: FollowInstitutionView }) {
  const { t } = useTranslation(FOLLOW);
  const titleId = `follow-institution-${i.id}`;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={titleId} data-testid="follow-institution">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={2} size="h4" id={titleId}>
              <UnstyledButton
                component={Link}
                to={`/follow/${i.id}`}
                aria-label={t('open', { name: i.name })}
                fz="inherit"
                fw="inherit"
                c="inherit"
                td="underline"
                style={{ textUnderlineOffset: 3 }}
              >
                {i.name}
              </UnstyledButton>
            </Title>
            <Text size="sm" c="dimmed">
              {t(`strategy.${i.params.strategy}`)}
            </Text>
          </Stack>
          {!i.active ? (
            <Badge variant="outline" color="gray" tt="none">
              {t('inactive')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" data-testid="follow-rules">
          {rulesInWords(t, i.params)}
        </Text>
        <RecordFigures institution={i} />
      </Stack>
    </Paper>
  );
}
