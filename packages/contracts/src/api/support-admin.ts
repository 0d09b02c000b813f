// TODO(registry): the support-admin endpoints move here.
export const supportAdminApi = {} as const;
