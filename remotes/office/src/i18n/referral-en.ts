import type { ReferralTexts } from "./referral-types.ts";

export const referralEn: ReferralTexts = {
  linkTitle: "Your invitation link",
  linkText: "Share this link. Friends who register through it within a day of opening it are listed here.",
  linkLabel: "Invitation link",
  copy: "Copy the link",
  copied: "Copied",
  broughtTitle: "Friends you brought",
  broughtNone: "Nobody has registered through your link yet.",
  account: "Account",
  registered: "Registered",
  managerText: "Your personal manager helps with payments, limits and offers.",
  managerNone: "No personal manager is assigned to you. Support is there for any question.",
  managerName: "Name",
  managerEmail: "E-mail",
  managerPhone: "Phone",
  managerTelegram: "Telegram",
};
