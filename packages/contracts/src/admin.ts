import { emailSchema, passwordSchema, ROLES, usernameSchema, userView } from './identity.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** A disabled account cannot sign in; its sessions end. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A list's order: one of the columns it may be sorted by, ascending (`createdAt`) or descending (`-createdAt`); left
 * out, the list keeps its usual order. The server maps each name to a column itself (never the text it was sent).
 */
export function listSort<const C extends readonly [string, ...string[]]>(columns: C) {
  const descending = columns.map((column) => `-${column}`) as { [I in keyof C]: `-${C[I]}` };
  return z.enum([...columns, ...descending]).optional();
}

/** The users list's sortable columns. */
export const USER_SORTS = ['userId', 'email', 'createdAt', 'lastLoginAt'] as const;

export const userListQuery = z.object({
  q: z.string().trim().max(50).optional(),
  role: z.enum([...ROLES, 'operator', 'customer']).optional(),
  sort: listSort(USER_SORTS),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserListQuery = z.output<typeof userListQuery>;

/** A user in the back office's paths (`/admin/users/:id`). */
export const adminUserParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminUserView = userView.extend({
  status: z.enum(USER_STATUSES),
  invitedCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  /** A staff member's name as parties see it (the mediator by name and role); null: not set. */
  displayName: z.string().nullable(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

export const reasonSchema = z
  .string({ error: MESSAGES.reasonRequired.en })
  .trim()
  .min(1, MESSAGES.reasonRequired.en)
  .max(500);

export const setRolesBody = z.object({ roles: z.array(z.enum(ROLES)).max(ROLES.length), reason: reasonSchema });
export const DISPLAY_NAME_MAX = 40;
/** A staff member's display name; empty clears it. Never an e-mail address, which parties must not be shown. */
export const setDisplayNameBody = z.object({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, MESSAGES.displayNameTooLong.en)
    .refine((name) => !name.includes('@'), MESSAGES.displayNameNotEmail.en)
    .refine((name) => !/\p{Cc}/u.test(name), MESSAGES.unstorableText.en),
});
export type SetDisplayNameBody = z.input<typeof setDisplayNameBody>;
export const setStatusBody = z.object({ status: z.enum(USER_STATUSES), reason: reasonSchema });

/** The audit log's sortable columns. */
export const AUDIT_SORTS = ['createdAt', 'action'] as const;

export const auditQuery = z.object({
  actor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  sort: listSort(AUDIT_SORTS),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntryView = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** The house invitation codes' sortable columns. */
export const INVITE_CODE_SORTS = ['code', 'uses', 'createdAt'] as const;

export const inviteCodeListQuery = z.object({
  sort: listSort(INVITE_CODE_SORTS),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type InviteCodeListQuery = z.input<typeof inviteCodeListQuery>;

export const inviteCodeView = z.object({
  code: z.string(),
  ownerId: z.number().int().nullable(),
  note: z.string().nullable(),
  uses: z.number().int(),
  maxUses: z.number().int().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type InviteCodeView = z.infer<typeof inviteCodeView>;

export const createInviteCodeBody = z.object({
  code: z
    .string()
    .trim()
    .min(4, MESSAGES.inviteCodeTooShort.en)
    .max(20, MESSAGES.inviteCodeTooLong.en)
    .regex(/^[A-Za-z0-9]+$/, MESSAGES.inviteCodeFormat.en)
    .optional(),
  note: z.string().trim().max(200).optional(),
  maxUses: z.number().int().min(1).max(1_000_000).optional(),
  reason: reasonSchema,
});
export const disableInviteCodeBody = z.object({ reason: reasonSchema });
export const inviteCodeParams = z.object({ code: z.string().max(20) });

export const mailView = z.object({ to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
export type MailView = z.infer<typeof mailView>;
export const mailboxQuery = z.object({ to: z.string().trim().max(50).optional() });
/** The tests' door to the mailbox names one address: it never lists everyone's mail. */
export const mailAddressQuery = z.object({ to: z.string().trim().min(1).max(50) });

export const healthView = z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() });
export const readyView = z.object({ status: z.literal('ready') });

export const createOperatorBody = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  /** The name parties see (a mediator's on the agreements they draft); the back office's form asks for it. */
  displayName: setDisplayNameBody.shape.displayName.optional(),
  roles: z.array(z.enum(ROLES)).min(1, MESSAGES.chooseRole.en),
  reason: reasonSchema,
});
export type CreateOperatorBody = z.input<typeof createOperatorBody>;

/** GET /api/admin/sandbox: whether this server is a sandbox (its sandbox controls shown). */
export const sandboxView = z.object({ sandbox: z.boolean() });
