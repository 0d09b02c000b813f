/** The shape of a feature's English texts, which its Chinese texts must match key for key. */
export type Dictionary<T> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };
