// TODO(registry): the watchlists endpoints move here.
export const watchlistsApi = {} as const;
