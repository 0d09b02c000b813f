// A signed-in user's price alerts (issue 33 §2): list, create (up to ALERT_LIMITS.waiting waiting), pause, resume and
// delete. Each user reaches only their own alerts: another user's alert answers as a missing one.
import { alertCreateBody, alertParams, alertsView, alertView } from '../alerts.ts';
import { endpoint, perAccount } from '../endpoint.ts';

const user = { tag: 'alerts', caller: 'user' } as const;

export const alertsApi = {
  /** The user's alerts, waiting ones first, with how many wait against the limit. */
  find: endpoint({ ...user, method: 'GET', path: '/alerts', response: alertsView }),
  /** A new active alert; refused beyond the limit, for an unknown symbol, a price off the tick or already reached. */
  create: endpoint({
    ...user,
    method: 'POST',
    path: '/alerts',
    body: alertCreateBody,
    response: alertView,
    rateLimit: perAccount(60),
  }),
  /** Stops an active alert from firing until resumed; pausing a paused one changes nothing. */
  pause: endpoint({
    ...user,
    method: 'POST',
    path: '/alerts/:id/pause',
    params: alertParams,
    response: alertView,
    rateLimit: perAccount(120),
  }),
  /** Lets a paused alert fire again (at once on the next tick if its condition holds). */
  resume: endpoint({
    ...user,
    method: 'POST',
    path: '/alerts/:id/resume',
    params: alertParams,
    response: alertView,
    rateLimit: perAccount(120),
  }),
  /** Removes an alert, fired or not. */
  delete: endpoint({
    ...user,
    method: 'POST',
    path: '/alerts/:id/delete',
    params: alertParams,
    response: alertView,
    rateLimit: perAccount(120),
  }),
} as const;
