// TODO(registry): the mediation-admin endpoints move here.
export const mediationAdminApi = {} as const;
