/**
 * The staff service (issue 16): back-office staff accounts with argon2id and TOTP, their sessions
 * and lockout, roles as data, and the append-only audit trail every staff action writes
 * (docs/backoffice.md).
 */
export { createStaff, listStaff, resetStaff, updateStaff } from "./accounts.ts";
export { type AuditEntry, auditCsv, readAudit, type StaffActor, toCsv, writeAudit } from "./audit.ts";
export {
  actorOf,
  STAFF_API,
  STAFF_COOKIE,
  STAFF_CSRF_COOKIE,
  type StaffAccess,
  type StaffRouteInfo,
  staffAccess,
  staffService,
} from "./routes.ts";
