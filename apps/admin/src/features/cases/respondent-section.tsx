import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminCaseView, AdminRespondentView, RespondentState } from '@platform/contracts';
import { confirm, toast, useDateFormat, useShowError } from '@platform/ui';
import { useState } from 'react';
import { type Tone, ToneBadge } from '../../shared/badges.tsx';
import { Field, FieldGrid } from '../../shared/definition-list.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { ContactRespondentForm } from './contact-respondent-form.tsx';
import type { ScreenTexts } from './i18n.ts';
import { LinkShownOnce } from './link-shown-once.tsx';
import { useNotifyRespondent, useRevokeRespondentLink } from './respondent-api.ts';
import { WrittenText } from './written-text.tsx';

const TONES: Record<RespondentState, Tone> = {
  not_contacted: 'gray',
  notified: 'blue',
  taking_part: 'teal',
  declined: 'red',
};

type Link = NonNullable<AdminRespondentView['link']>;
const linkStatus = (link: Link) =>
  link.revokedAt ? 'revoked' : Date.parse(link.expiresAt) <= Date.now() ? 'expired' : 'active';

/**
 * The respondent: where they stand, their answer, their private link, and the mediator's actions on it (contact them,
 * revoke the link). When the server does not allow contacting them, its reason is shown instead of the button.
 */
export function RespondentSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat({ seconds: true });
  const respondent = found.respondent;
  const [contacting, setContacting] = useState(false);
  const [shown, setShown] = useState<{ url: string; expiresAt: string } | null>(null);
  const link = respondent.link;
  const answered = respondent.state === 'taking_part' || respondent.state === 'declined';

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="respondent-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="respondent-title">
            {t('cases.respondent.title')}
          </Title>
          <ToneBadge tone={TONES[respondent.state]}>{t(`cases.respondent.states.${respondent.state}`)}</ToneBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('cases.respondent.intro')}
        </Text>
        <FieldGrid>
          <Field label={t('cases.respondent.state')}>{t(`cases.respondent.states.${respondent.state}`)}</Field>
          {respondent.name ? <Field label={t('cases.respondent.name')}>{respondent.name}</Field> : null}
          {respondent.email ? <Field label={t('cases.respondent.email')}>{respondent.email}</Field> : null}
          {respondent.answeredAt ? (
            <Field label={t('cases.respondent.answeredAt')}>{dateTime(respondent.answeredAt)}</Field>
          ) : null}
          <Field label={t('cases.respondent.deadline')}>
            {respondent.deadlineKind && respondent.deadlineAt
              ? t(`cases.respondent.deadlineKinds.${respondent.deadlineKind}`, { at: dateTime(respondent.deadlineAt) })
              : t('cases.respondent.noDeadline')}
          </Field>
        </FieldGrid>
        {respondent.reason ? <WrittenText label={t('cases.respondent.reason')}>{respondent.reason}</WrittenText> : null}

        {respondent.questions.length > 0 ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" fw={600} id="respondent-questions">
              {t(
                respondent.state === 'taking_part'
                  ? 'cases.respondent.questionsTakingPart'
                  : 'cases.respondent.questions',
                {
                  count: respondent.questions.length,
                },
              )}
            </Text>
            <Stack
              gap="xs"
              component="ol"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby="respondent-questions"
            >
              {respondent.questions.map((question) => (
                <li key={question.at}>
                  <Text size="xs" c="dimmed">
                    {dateTime(question.at)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {question.body}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}

        <Title order={3} size="h5" mt="xs">
          {t('cases.respondent.link.title')}
        </Title>
        {link ? (
          <FieldGrid>
            <Field label={t('cases.respondent.link.status')}>{t(`cases.respondent.link.${linkStatus(link)}`)}</Field>
            <Field label={t('cases.respondent.link.channel')}>{t(`cases.respondent.channels.${link.channel}`)}</Field>
            <Field label={t('cases.respondent.link.sentAt')}>{dateTime(link.sentAt)}</Field>
            <Field label={t('cases.respondent.link.expiresAt')}>{dateTime(link.expiresAt)}</Field>
            <Field label={t('cases.respondent.link.openedAt')}>
              {link.firstOpenedAt ? dateTime(link.firstOpenedAt) : t('cases.respondent.link.notOpened')}
            </Field>
            {link.revokedAt ? (
              <Field label={t('cases.respondent.link.revokedAt')}>{dateTime(link.revokedAt)}</Field>
            ) : null}
            {link.note ? <Field label={t('cases.respondent.link.note')}>{link.note}</Field> : null}
          </FieldGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cases.respondent.link.none')}
          </Text>
        )}

        {/* Once the respondent has answered, their standing above says all; no contact is offered or explained. */}
        {shown ? <LinkShownOnce sent={shown} onDone={() => setShown(null)} /> : null}

        {answered ? null : respondent.notifyBlockedReason ? (
          <Alert variant="light" color="gray" title={t('cases.respondent.blocked')} data-testid="respondent-blocked">
            <Text size="sm">{respondent.notifyBlockedReason}</Text>
          </Alert>
        ) : contacting ? (
          <ContactRespondentForm
            found={found}
            onCancel={() => setContacting(false)}
            onSent={(sent) => {
              setContacting(false);
              // An e-mailed link is never shown; a letter's or a call's is, this once.
              if (sent.url) setShown({ url: sent.url, expiresAt: sent.expiresAt });
              else toast.success(t('cases.respondent.contact.sent'));
            }}
          />
        ) : (
          <Stack gap={4} align="flex-start">
            <Group gap="sm">
              <Button onClick={() => setContacting(true)}>
                {link && linkStatus(link) === 'active'
                  ? t('cases.respondent.contact.again')
                  : t('cases.respondent.contact.open')}
              </Button>
              {link && linkStatus(link) === 'active' ? <RevokeButton found={found} /> : null}
            </Group>
            {link && linkStatus(link) === 'active' ? (
              <Text size="xs" c="dimmed">
                {t('cases.respondent.contact.againHint')}
              </Text>
            ) : null}
          </Stack>
        )}
        {(answered || respondent.notifyBlockedReason) && link && linkStatus(link) === 'active' ? (
          <RevokeButton found={found} />
        ) : null}
        {/* A respondent taking part whose link was revoked or ran out gets a fresh one at the address they confirmed. */}
        {respondent.newLinkTo && !(link && linkStatus(link) === 'active') ? (
          <NewLinkButton found={found} to={respondent.newLinkTo} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function NewLinkButton({ found, to }: { found: AdminCaseView; to: string }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const notify = useNotifyRespondent(found.id);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        loading={notify.isPending}
        onClick={async () => {
          try {
            await notify.mutateAsync({ channel: 'email' });
            toast.success(t('cases.respondent.contact.sent'));
          } catch (error) {
            showError(error);
          }
        }}
      >
        {t('cases.respondent.contact.newLink', { to })}
      </Button>
      <Text size="xs" c="dimmed">
        {t('cases.respondent.contact.newLinkHint')}
      </Text>
    </Stack>
  );
}

function RevokeButton({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const showError = useShowError();
  const revoke = useRevokeRespondentLink(found.id);
  return (
    <Button
      variant="outline"
      color="red.8"
      loading={revoke.isPending}
      onClick={() =>
        confirm({
          title: t('cases.respondent.revoke.button'),
          content: t('cases.respondent.revoke.confirm', { number: found.trackingNumber }),
          okLabel: t('cases.respondent.revoke.button'),
          cancelLabel: t('common:cancel'),
          danger: true,
          onOk: async () => {
            try {
              await revoke.mutateAsync();
              toast.success(t('cases.respondent.revoke.done'));
            } catch (error) {
              showError(error);
            }
          },
        })
      }
    >
      {t('cases.respondent.revoke.button')}
    </Button>
  );
}
