/** office/bringfriend and office/manager (issue 17; spec 001 §5). `{name}` placeholders are filled by `fill()`. */
export interface ReferralTexts {
  linkTitle: string;
  linkText: string;
  linkLabel: string;
  copy: string;
  copied: string;
  broughtTitle: string;
  broughtNone: string;
  /** Column headings of the brought players. */
  account: string;
  registered: string;
  managerText: string;
  managerNone: string;
  managerName: string;
  managerEmail: string;
  managerPhone: string;
  managerTelegram: string;
}
