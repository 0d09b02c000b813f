// TODO(registry): the realname-admin endpoints move here.
export const realNameAdminApi = {} as const;
