// What local storage holds when a user is signed in to the portal (the session's token and user), for the markup tests
// that start signed in. Imported in `vi.hoisted`, before the app's modules, so it imports none of them.

/** Local storage's entries for user `userId` signed in, then `more` (a form's draft). */
export const signedInStorage = (userId: number, more: [string, string][] = []): [string, string][] => [
  ['token', `token-${userId}`],
  [
    'user',
    JSON.stringify({
      userId,
      username: null,
      email: `u${userId}@example.com`,
      inviteCode: null,
      invitedBy: null,
      language: 'en',
      roles: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
  ],
  ...more,
];
