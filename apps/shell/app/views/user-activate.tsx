import { UserLinkPage, useLinkCall } from "./user-link.tsx";

/**
 * /{lng}/user/activate (the full_reg e-mail link) and /{lng}/user/activatefast (the SMS link that
 * confirms the phone): one route whose parameter says which (spec 001 §2).
 */
export function UserActivateView({ type }: { type: "activate" | "activatefast" }) {
  const state = useLinkCall("/web-api/user/activate", (token) => ({ type, token }));
  return (
    <UserLinkPage
      title={type === "activate" ? "user_activate_title" : "user_activatefast_title"}
      state={state}
      doneText={type === "activate" ? "user_activate_done" : "user_activatefast_done"}
    />
  );
}
