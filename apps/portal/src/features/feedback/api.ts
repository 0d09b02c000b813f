import { type CreateFeedbackBody, feedbackApi } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const FEEDBACK_PAGE_SIZE = 10;

/** GET /api/feedback/myList: the user's feedback with any answers, newest first. */
export const myFeedbackQuery = (page: number, size = FEEDBACK_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['feedback', 'mine', page, size],
    queryFn: () => api.call(feedbackApi.findMine, { query: { page, size } }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** POST /api/feedback/add. */
export const addFeedback = (body: CreateFeedbackBody) => api.call(feedbackApi.create, { body });
