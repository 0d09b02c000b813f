// TODO(registry): the content endpoints move here.
export const contentApi = {} as const;
