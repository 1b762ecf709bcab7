/**
 * Staff roles and what each may do in the back office (issue 16 "Roles as data"). A staff account
 * holds any set of roles (stored as rows, `staff_user_role`); every back-office route names the one
 * permission it needs; a permission lists the roles allowed. Nothing is allowed by default: a
 * permission missing from `POLICY` does not compile, and a role not listed for it gets 403.
 * docs/backoffice.md has the table as prose.
 */

export const STAFF_ROLES = [
  "admin",
  "compliance",
  "payments",
  "support",
  "content",
  "trader",
  "risk",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** Every action of the back office that needs a role, by section. */
export const PERMISSIONS = [
  // Staff accounts and the audit trail.
  "staff.read",
  "staff.manage",
  "audit.read",
  // Dashboard.
  "dashboard.read",
  // Site config, maintenance, blocks, redirects, SEO, terms.
  "config.read",
  "config.write",
  "maintenance.write",
  "blocks.write",
  "redirects.write",
  "seo.write",
  "terms.write",
  // The casino catalogue: games and providers (issue 18).
  "casino.read",
  "casino.write",
  // Players.
  "players.read",
  "players.notes",
  "players.sessions",
  "players.ban",
  "players.verify",
  "players.limits.read",
  // Payments.
  "payments.read",
  "payments.decide",
  "payments.requests",
  // Support: tickets and the consultant chat (issue 17).
  "support.tickets",
  "support.chat",
  // Sportsbook risk and trading.
  "betting.read",
  "betting.void",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Who may do what. Admin may do everything except act as compliance on verification (segregation
 * of duties: the person who manages staff accounts does not also approve identities).
 */
export const POLICY: { readonly [P in Permission]: readonly StaffRole[] } = {
  "staff.read": ["admin"],
  "staff.manage": ["admin"],
  "audit.read": ["admin", "compliance"],
  "dashboard.read": ["admin", "compliance", "payments", "support", "content", "trader", "risk"],
  "config.read": ["admin", "content", "compliance"],
  "config.write": ["admin", "content"],
  "maintenance.write": ["admin"],
  "blocks.write": ["admin", "compliance"],
  "redirects.write": ["admin", "content"],
  "seo.write": ["admin", "content"],
  "terms.write": ["admin", "content"],
  // Compliance reads which games are offered where; changing the catalogue is content's work.
  "casino.read": ["admin", "content", "compliance"],
  "casino.write": ["admin", "content"],
  "players.read": ["admin", "compliance", "payments", "support", "risk"],
  "players.notes": ["admin", "compliance", "support", "risk"],
  "players.sessions": ["admin", "compliance", "support"],
  "players.ban": ["admin", "compliance", "risk"],
  "players.verify": ["compliance"],
  "players.limits.read": ["admin", "compliance", "support"],
  "payments.read": ["admin", "payments", "compliance"],
  "payments.decide": ["payments"],
  "payments.requests": ["payments", "support"],
  "support.tickets": ["admin", "support"],
  "support.chat": ["admin", "support"],
  "betting.read": ["admin", "trader", "risk", "support"],
  "betting.void": ["trader", "risk"],
};

/** Whether any of `roles` is allowed `permission`. */
export function allows(roles: readonly StaffRole[], permission: Permission): boolean {
  const allowed = POLICY[permission];
  return roles.some((role) => allowed.includes(role));
}

/** Every permission a set of roles grants, in PERMISSIONS order (what the back office shows). */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  return PERMISSIONS.filter((permission) => allows(roles, permission));
}
