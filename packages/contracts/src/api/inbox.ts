// The inbox (issue 14 §2): a signed-in user's messages, newest first, with read state; and the back office's
// announcements, which land in every inbox of their audience. Each user reaches only their own messages.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  ANNOUNCEMENT_ROLES,
  announcementBody,
  announcementsQuery,
  announcementView,
  inboxIdParams,
  inboxMessageView,
  inboxPageView,
  inboxQuery,
  inboxReadAllBody,
  inboxReadAllView,
  inboxUnreadQuery,
  inboxUnreadView,
} from '../inbox.ts';

const user = { tag: 'inbox', caller: 'user' } as const;

export const inboxApi = {
  messages: endpoint({ ...user, method: 'GET', path: '/inbox/messages', query: inboxQuery, response: inboxPageView }),
  unread: endpoint({
    ...user,
    method: 'GET',
    path: '/inbox/unread',
    query: inboxUnreadQuery,
    response: inboxUnreadView,
  }),
  read: endpoint({
    ...user,
    method: 'POST',
    path: '/inbox/messages/:id/read',
    params: inboxIdParams,
    response: inboxMessageView,
    rateLimit: perAccount(300),
  }),
  readAll: endpoint({
    ...user,
    method: 'POST',
    path: '/inbox/read-all',
    body: inboxReadAllBody,
    response: inboxReadAllView,
    rateLimit: perAccount(60),
  }),
};

const announcer = { tag: 'inbox', caller: { roles: ANNOUNCEMENT_ROLES } } as const;

export const inboxAdminApi = {
  announcements: endpoint({
    ...announcer,
    method: 'GET',
    path: '/admin/inbox/announcements',
    query: announcementsQuery,
    response: pageOf(announcementView),
  }),
  /** Sends an announcement to every user of the audience (audited). */
  announce: endpoint({
    ...announcer,
    method: 'POST',
    path: '/admin/inbox/announcements',
    body: announcementBody,
    response: announcementView,
    rateLimit: perAccount(10),
  }),
};
