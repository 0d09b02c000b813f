// The respondent's conversation and proposals, through their link's token: their files go through the link's file
// door, both ways.
import { Paper } from '@mantine/core';
import { type CaseThreadView, caseTopic, type RespondentCaseView } from '@platform/contracts';
import { QueryState, useNews } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CaseThread, type ThreadActions } from '../../lib/case-thread/case-thread.tsx';
import { liveSocket } from '../../lib/live.ts';
import {
  answerProposalAsRespondent,
  proposeAsRespondent,
  respondentCaseKey,
  respondentThreadKey,
  respondentThreadQuery,
  respondentUploads,
  sendRespondentMessage,
} from './api.ts';
import { RespondentFiles } from './respondent-files.tsx';
import { useLinkRefused } from './use-link-refused.ts';

export function RespondentThread({ view, token }: { view: RespondentCaseView; token: string }) {
  const queryClient = useQueryClient();
  const linkRefused = useLinkRefused(token);
  const query = useQuery(respondentThreadQuery(token, view.caseId));
  // The thread and the case follow the case's news; the link's token lets this page watch it without signing in.
  useNews(liveSocket, caseTopic(view.caseId), ['respondent'], { respondentToken: token });
  const actions = useMemo<ThreadActions>(() => {
    // After each write the thread and the case (its next step) are read again.
    const reload = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: respondentThreadKey(token) }),
        queryClient.invalidateQueries({ queryKey: respondentCaseKey(token) }),
      ]);
    return {
      send: async (body, attachments) => {
        await sendRespondentMessage({ token, body, attachments });
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
        if (!gone) void queryClient.invalidateQueries({ queryKey: respondentThreadKey(token) });
        return gone;
      },
    };
  }, [queryClient, token, linkRefused]);
  const uploads = useMemo(() => respondentUploads(token), [token]);
  const shown = (thread: CaseThreadView) => (
    <CaseThread
      thread={thread}
      viewer="respondent"
      actions={actions}
      uploads
      uploadClient={uploads}
      renderFiles={(files) => <RespondentFiles files={files} token={token} />}
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
