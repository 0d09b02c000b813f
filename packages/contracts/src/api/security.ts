// The security center (issue 5 §2): log-in password, and the transaction password set / change / reset by e-mail code.
// Every door to a secret shares one guess counter per account.
import { endpoint, perAccount } from '../endpoint.ts';
import {
  changeLoginPasswordBody,
  changeTradePasswordBody,
  resetTradePasswordBody,
  securityStatusView,
  setTradePasswordBody,
} from '../money-security.ts';
import { z } from '../zod.ts';

const user = { tag: 'security', caller: 'user' } as const;
const guesses = perAccount(10, { bucket: 'security-guesses' });

export const securityApi = {
  status: endpoint({ ...user, method: 'GET', path: '/security/status', response: securityStatusView }),
  /** The user's other sessions are signed out. */
  changeLoginPassword: endpoint({
    ...user,
    method: 'POST',
    path: '/security/login-password',
    body: changeLoginPasswordBody,
    response: z.null(),
    rateLimit: guesses,
  }),
  /** Only when none is set yet. */
  setTradePassword: endpoint({
    ...user,
    method: 'POST',
    path: '/security/trade-password',
    body: setTradePasswordBody,
    response: securityStatusView,
    rateLimit: guesses,
  }),
  changeTradePassword: endpoint({
    ...user,
    method: 'POST',
    path: '/security/trade-password/change',
    body: changeTradePasswordBody,
    response: securityStatusView,
    rateLimit: guesses,
  }),
  /** Mails a code to the signed-in user's address. */
  sendTradePasswordCode: endpoint({
    ...user,
    method: 'POST',
    path: '/security/trade-password/code',
    response: z.null(),
    rateLimit: guesses,
  }),
  /** Also lifts a lock. */
  resetTradePassword: endpoint({
    ...user,
    method: 'POST',
    path: '/security/trade-password/reset',
    body: resetTradePasswordBody,
    response: securityStatusView,
    rateLimit: guesses,
  }),
} as const;
