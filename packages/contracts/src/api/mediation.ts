// TODO(registry): the mediation endpoints move here.
export const mediationApi = {} as const;
