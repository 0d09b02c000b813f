// The back office's own endpoints: users and operators, house invitation codes, the audit log. Any operator reads;
// only admins change a user's roles or status, open operator accounts and make or disable codes.
import {
  adminUserParams,
  adminUserView,
  auditEntryView,
  auditQuery,
  createInviteCodeBody,
  createOperatorBody,
  disableInviteCodeBody,
  inviteCodeListQuery,
  inviteCodeParams,
  inviteCodeView,
  sandboxView,
  setDisplayNameBody,
  setRolesBody,
  setStatusBody,
  userListQuery,
} from '../admin.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';

const operator = { caller: 'operator' } as const;
const admin = { caller: { roles: ['admin'] } } as const;
/**
 * Who looks customers up: admins, support (who answer them) and reviewers (who decide their money and identity). A
 * mediator works their cases, whose parties they reach from the case, not the whole customer list (least privilege).
 */
const customerDesk = { caller: { roles: ['admin', 'support', 'reviewer'] } } as const;

export const adminApi = {
  /** Search by e-mail, username or user ID, filtered by role, newest first or in the order asked. */
  findUsers: endpoint({
    ...customerDesk,
    tag: 'users',
    method: 'GET',
    path: '/admin/users',
    query: userListQuery,
    response: pageOf(adminUserView),
  }),
  /** One user's account, for the operators who serve customers (a mediator reads their cases' parties there instead). */
  getUser: endpoint({
    ...customerDesk,
    tag: 'users',
    method: 'GET',
    path: '/admin/users/:id',
    params: adminUserParams,
    response: adminUserView,
  }),
  /** Admins make and unmake operators. */
  updateUserRoles: endpoint({
    ...admin,
    tag: 'users',
    method: 'POST',
    path: '/admin/users/:id/roles',
    params: adminUserParams,
    body: setRolesBody,
    response: adminUserView,
  }),
  /** A staff member's display name: an admin sets anyone's, a staff member their own. */
  updateDisplayName: endpoint({
    ...operator,
    tag: 'users',
    method: 'POST',
    path: '/admin/users/:id/display-name',
    params: adminUserParams,
    body: setDisplayNameBody,
    response: adminUserView,
  }),
  /** Disabling signs the user out everywhere. */
  updateUserStatus: endpoint({
    ...admin,
    tag: 'users',
    method: 'POST',
    path: '/admin/users/:id/status',
    params: adminUserParams,
    body: setStatusBody,
    response: adminUserView,
  }),
  /** An admin opens an account for a new operator. */
  createOperator: endpoint({
    ...admin,
    tag: 'users',
    method: 'POST',
    path: '/admin/operators',
    body: createOperatorBody,
    response: adminUserView,
  }),
  /** House invitation codes, newest first or in the order asked (admins' business, as making and disabling them is). */
  findInviteCodes: endpoint({
    ...admin,
    tag: 'invite-codes',
    method: 'GET',
    path: '/admin/invite-codes',
    query: inviteCodeListQuery,
    response: pageOf(inviteCodeView),
  }),
  /** A given code (upper-cased) or a random one. */
  createInviteCode: endpoint({
    ...admin,
    tag: 'invite-codes',
    method: 'POST',
    path: '/admin/invite-codes',
    body: createInviteCodeBody,
    response: inviteCodeView,
  }),
  /** It registers no one from then on. */
  disableInviteCode: endpoint({
    ...admin,
    tag: 'invite-codes',
    method: 'POST',
    path: '/admin/invite-codes/:code/disable',
    params: inviteCodeParams,
    body: disableInviteCodeBody,
    response: inviteCodeView,
  }),
  /**
   * Whether the server runs as a sandbox: the back office shows its sandbox controls only then (an offering's, a loan's,
   * a follow order's, a case's deadline), so any operator may ask.
   */
  sandbox: endpoint({ ...operator, tag: 'admin', method: 'GET', path: '/admin/sandbox', response: sandboxView }),
  /**
   * The whole audit log, newest first, filterable by actor, action, target and time: admins only (issue 32 §4); an
   * object's page reads its own history (objectHistoryApi).
   */
  findAudit: endpoint({
    ...admin,
    tag: 'audit',
    method: 'GET',
    path: '/admin/audit',
    query: auditQuery,
    response: pageOf(auditEntryView),
  }),
} as const;
