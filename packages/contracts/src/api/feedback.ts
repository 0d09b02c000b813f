// TODO(registry): the feedback endpoints move here.
export const feedbackApi = {} as const;
