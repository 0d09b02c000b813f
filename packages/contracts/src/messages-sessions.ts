// Messages of the sessions page (issue 28 §9), in both languages.
export const SESSION_MESSAGES = {
  sessionNotFound: { en: 'This session does not exist or has already ended', zh: '该会话不存在或已结束' },
  sessionSignedOut: { en: 'That device has been signed out', zh: '该设备已退出登录' },
  otherSessionsSignedOut: { en: 'Every other device has been signed out', zh: '其他所有设备均已退出登录' },
} as const;
