// TODO(registry): the identity endpoints move here.
export const identityApi = {} as const;
