// TODO(registry): the market endpoints move here.
export const marketApi = {} as const;
