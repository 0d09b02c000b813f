// TODO(registry): the feedback-admin endpoints move here.
export const feedbackAdminApi = {} as const;
