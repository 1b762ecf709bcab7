import { UserLinkPage, useLinkCall } from "./user-link.tsx";

/** /{lng}/user/stopnewsletter: the unsubscribe link at the foot of every newsletter. */
export function UserStopNewsletterView() {
  const state = useLinkCall("/web-api/user/stopnewsletter", (token) => ({ token }));
  return <UserLinkPage title="user_stopnewsletter_title" state={state} doneText="user_stopnewsletter_done" />;
}
