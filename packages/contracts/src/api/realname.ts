// TODO(registry): the realname endpoints move here.
export const realNameApi = {} as const;
