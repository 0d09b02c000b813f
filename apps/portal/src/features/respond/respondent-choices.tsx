import { List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { RespondentCaseView } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { useState } from 'react';
import { DeclineForm } from './decline-form.tsx';
import { QuestionForm } from './question-form.tsx';
import { TakePartForm } from './take-part-form.tsx';
import { RESPOND } from './texts.ts';

const CHOICES = ['take_part', 'decline', 'question'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * The respondent's answer while they have not given one: take part, decline, or ask a question first. What mediation
 * is (voluntary, free, binding only once both sign) comes first, as FINRA's and the BC CRT's notices put it.
 */
export function RespondentChoices({ view, token }: { view: RespondentCaseView; token: string }) {
  const { t } = useTexts(RESPOND);
  const [choice, setChoice] = useState<Choice | null>(null);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="respondent-answer">
      <Stack gap="md">
        <Title order={2} size="h4" id="respondent-answer">
          {t('choices.title')}
        </Title>
        <div>
          <Text fw={600} size="sm" id="about-mediation">
            {t('about.title')}
          </Text>
          <List size="sm" spacing={4} mt={4} aria-labelledby="about-mediation">
            <List.Item>{t('about.voluntary')}</List.Item>
            <List.Item>{t('about.free')}</List.Item>
            <List.Item>{t('about.binding')}</List.Item>
            <List.Item>{t('about.neutral')}</List.Item>
          </List>
        </div>
        <Radio.Group
          label={t('choices.legend')}
          value={choice}
          onChange={(value) => setChoice(value as Choice)}
          withAsterisk={false}
        >
          <Stack gap="sm" mt="xs">
            {CHOICES.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`choices.${value}`)}
                description={t(`choices.${value}Hint`)}
                data-testid={`choice-${value}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'take_part' && <TakePartForm view={view} token={token} />}
        {choice === 'decline' && <DeclineForm token={token} />}
        {choice === 'question' && <QuestionForm token={token} />}
      </Stack>
    </Paper>
  );
}
