// TODO(registry): the support endpoints move here.
export const supportApi = {} as const;
