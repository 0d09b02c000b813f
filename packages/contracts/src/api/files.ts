// TODO(registry): the files endpoints move here.
export const filesApi = {} as const;
