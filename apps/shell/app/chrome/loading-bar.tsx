import { useNavigation } from "react-router";
import { useT } from "../i18n.tsx";

/** The page-top bar shown while a navigation loads (spec 000 §4). */
export function LoadingBar() {
  const navigation = useNavigation();
  const { t } = useT();
  const busy = navigation.state !== "idle";
  return (
    <div
      className={`loading-bar${busy ? " loading-bar--active" : ""}`}
      role="progressbar"
      aria-label={t("main_loading")}
      aria-hidden={!busy}
      data-testid="loading-bar"
      data-state={navigation.state}
    />
  );
}
