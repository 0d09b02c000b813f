// TODO(registry): the admin endpoints move here.
export const adminApi = {} as const;
