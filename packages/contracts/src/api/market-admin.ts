// TODO(registry): the market-admin endpoints move here.
export const marketAdminApi = {} as const;
