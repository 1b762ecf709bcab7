/** @parlay/domain/staff — back-office roles, permissions and staff account rules (issue 16). */
export * from "./roles.ts";
export * from "./session.ts";
