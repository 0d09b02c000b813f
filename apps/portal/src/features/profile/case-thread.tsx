// The applicant's conversation on a case in /profile: the shared thread, through the applicant's own requests.
import { isApiError } from '@platform/client';
import { type CaseDetailView, type CaseThreadView, CODES } from '@platform/contracts';
import { QueryState } from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CaseThread, closedReason, type ThreadActions } from '../../lib/case-thread/case-thread.tsx';
import { answerProposal, caseThreadQuery, proposeSettlement, sendCaseMessage, useCaseNews } from './api.ts';
import { ThreadFiles } from './thread-files.tsx';

export function ApplicantCaseThread({ detail }: { detail: CaseDetailView }) {
  const queryClient = useQueryClient();
  const query = useQuery(caseThreadQuery(detail.id));
  useCaseNews(detail.id);
  const caseId = detail.id;
  const actions = useMemo<ThreadActions>(() => {
    // After each write the thread (and the case, whose next step a proposal may change) is read again.
    const reload = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseThreadQuery(caseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['mediation', 'mine', 'detail', caseId] }),
      ]);
    return {
      send: async (body, attachments) => {
        await sendCaseMessage({ caseId, body, attachments });
        await reload();
      },
      propose: async (values) => {
        await proposeSettlement({ caseId, ...values });
        await reload();
      },
      answer: async (proposalId, answer, note) => {
        await answerProposal({ caseId, proposalId, answer, note });
        await reload();
      },
      refused: (error) => {
        // Refused because the case moved on (out of mediation, the proposal answered meanwhile): the page is brought
        // up to date, and the server's reason is still shown.
        if (isApiError(error) && error.code === CODES.conflict) void reload();
        return false;
      },
    };
  }, [queryClient, caseId]);
  const shown = (thread: CaseThreadView) => (
    <CaseThread
      thread={thread}
      viewer="applicant"
      actions={actions}
      uploads
      renderFiles={(files) => <ThreadFiles files={files} />}
      closedReason={closedReason(detail.status, detail.respondentState)}
      currency={detail.currency}
      headingOrder={3}
    />
  );
  // A failed refresh keeps the thread on screen (and what is being typed); only a first load shows its state.
  return query.data ? shown(query.data) : <QueryState query={query}>{shown}</QueryState>;
}
