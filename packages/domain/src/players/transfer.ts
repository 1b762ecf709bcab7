/** User transfer from another site (spec 001 §4 "User transfer", §7). */

/** How the confirmation code is sent: by SMS to the phone or by e-mail. */
export const TRANSFER_CODE_TYPES = ["phone", "email"] as const;
export type TransferCodeType = (typeof TRANSFER_CODE_TYPES)[number];

/** parlay: the query flag that opens the transfer modal, and the one that bypasses it. */
export const TRANSFER_QUERY_FLAG = "user_transfer";
export const TRANSFER_BYPASS_QUERY = "skip_transfer";

/**
 * The transfer modal opens when a transfer is required, unless the visitor is on the registration
 * route or the bypass query is present.
 */
export function shouldOpenTransferModal(input: {
  required: boolean;
  routeName: string;
  query: Readonly<Record<string, string | undefined>>;
}): boolean {
  if (!input.required) return false;
  if (input.routeName === "registration") return false;
  return input.query[TRANSFER_BYPASS_QUERY] === undefined;
}

/** Whether a query asks for a transfer (the flag set by the site the player comes from). */
export function isTransferRequested(query: Readonly<Record<string, string | undefined>>): boolean {
  const v = query[TRANSFER_QUERY_FLAG];
  return v !== undefined && v !== "0" && v !== "false";
}

/** Statuses of POST .../user-transfer/user-data. */
export const TRANSFER_STATUSES = ["transferred", "already_transferred"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
