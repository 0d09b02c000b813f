// TODO(registry): the system endpoints move here.
export const systemApi = {} as const;
