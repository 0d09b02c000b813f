// The respondent's conversation and proposals, through their link's token (no account: no uploads, and stored files
// are not theirs to open, so attachments are named only).
import { List, Paper, Text } from '@mantine/core';
import type { CaseThreadView, FileRefView, RespondentCaseView } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseThread, type ThreadActions } from '../../lib/case-thread/case-thread.tsx';
import {
  answerProposalAsRespondent,
  proposeAsRespondent,
  respondentCaseKey,
  respondentThreadQuery,
  sendRespondentMessage,
} from './api.ts';
import { RESPOND } from './texts.ts';
import { useLinkRefused } from './use-link-refused.ts';

function NamedFiles({ files }: { files: FileRefView[] }) {
  const { t } = useTranslation(RESPOND);
  return (
    <>
      <List size="sm" spacing={2}>
        {files.map((file) => (
          <List.Item key={file.path} style={{ overflowWrap: 'anywhere' }}>
            {file.name ?? file.path.split('/').pop()}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="gray.7">
        {t('claim.evidenceNote')}
      </Text>
    </>
  );
}

export function RespondentThread({ view, token }: { view: RespondentCaseView; token: string }) {
  const queryClient = useQueryClient();
  const linkRefused = useLinkRefused(token);
  const query = useQuery(respondentThreadQuery(token));
  const actions = useMemo<ThreadActions>(() => {
    // After each write the thread and the case (its next step) are read again.
    const reload = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: respondentThreadQuery(token).queryKey }),
        queryClient.invalidateQueries({ queryKey: respondentCaseKey(token) }),
      ]);
    return {
      send: async (body) => {
        await sendRespondentMessage({ token, body });
        await reload();
      },
      propose: async (values) => {
        await proposeAsRespondent({ token, ...values });
        await reload();
      },
      answer: async (proposalId, answer, note) => {
        await answerProposalAsRespondent({ token, proposalId, answer, note });
        await reload();
      },
      refused: (error) => {
        const gone = linkRefused(error);
        if (!gone) void queryClient.invalidateQueries({ queryKey: respondentThreadQuery(token).queryKey });
        return gone;
      },
    };
  }, [queryClient, token, linkRefused]);
  const shown = (thread: CaseThreadView) => (
    <CaseThread
      thread={thread}
      viewer="respondent"
      actions={actions}
      uploads={false}
      renderFiles={(files) => <NamedFiles files={files} />}
      closedReason="ended"
      currency={view.currency}
    />
  );
  return (
    <Paper withBorder p="lg" radius="md">
      {/* A failed refresh keeps the thread on screen (and what is being typed); only a first load shows its state. */}
      {query.data ? shown(query.data) : <QueryState query={query}>{shown}</QueryState>}
    </Paper>
  );
}
