// Per-IP limits on the identity endpoints (the per-account ones live beside the code they guard).
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
export const CODE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const RESET_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const REGISTER_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
