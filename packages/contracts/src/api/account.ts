// TODO(registry): the account endpoints move here.
export const accountApi = {} as const;
