import { UserLinkPage, useLinkCall } from "./user-link.tsx";

/** /{lng}/user/accountverify: confirms a new e-mail address from the link sent to it. */
export function UserAccountVerifyView() {
  const state = useLinkCall("/web-api/user/accountverify", (token) => ({ token }));
  return <UserLinkPage title="user_accountverify_title" state={state} doneText="user_accountverify_done" />;
}
