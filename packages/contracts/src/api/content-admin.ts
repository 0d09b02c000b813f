// TODO(registry): the content-admin endpoints move here.
export const contentAdminApi = {} as const;
