import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type AdminFeedbackView, FEEDBACK_CATEGORY_LABELS } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { Link } from 'react-router';
import { ToneBadge } from '../../shared/badges.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { FileList } from '../../shared/files/file-list.tsx';
import { useLocalized } from '../../shared/localized.ts';
import { useAppTexts } from '../../shared/texts.ts';
import { AnswerForm } from './answer-form.tsx';
import type { ScreenTexts } from './i18n.ts';

function Sender({ item }: { item: AdminFeedbackView }) {
  const { t } = useAppTexts<ScreenTexts>();
  if (item.userId !== null) {
    return (
      <Anchor component={Link} to={`/users/${item.userId}`} size="sm">
        {item.userEmail ?? `#${item.userId}`}
      </Anchor>
    );
  }
  return <>{t('feedback.contactForm', { name: item.name ?? '', email: item.email ?? '' })}</>;
}

/** One feedback item: who wrote what, when, and the answer (or the form to write it). */
export function FeedbackCard({ item }: { item: AdminFeedbackView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  const localized = useLocalized();
  const titleId = `feedback-${item.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {t('feedback.item', { id: item.id })} · {localized(FEEDBACK_CATEGORY_LABELS[item.category])}
          </Title>
          <ToneBadge tone={item.status === 'open' ? 'blue' : 'teal'}>{t(`feedback.status.${item.status}`)}</ToneBadge>
        </Group>
        <FieldGrid>
          <Field label={t('feedback.from')}>
            <Sender item={item} />
          </Field>
          <Field label={t('feedback.received')}>{formatDateTime(item.createdAt)}</Field>
          {item.contact ? <Field label={t('feedback.contact')}>{item.contact}</Field> : null}
          {item.subject ? <Field label={t('feedback.subject')}>{item.subject}</Field> : null}
        </FieldGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.content}
        </Text>
        {item.image ? (
          <FileList
            files={[{ path: item.image, name: t('feedback.imageName', { id: item.id }) }]}
            label={t('feedback.image')}
          />
        ) : null}
        {item.status === 'answered' ? (
          <Paper bg="gray.0" p="sm" radius="sm">
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed">
                {t('feedback.answeredBy', {
                  name: item.answeredBy ?? t('shared.none'),
                  at: formatDateTime(item.answeredAt) ?? '',
                })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.answer}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <AnswerForm item={item} />
        )}
      </Stack>
    </Paper>
  );
}
