import { useEffect, useState } from "react";
import { useT } from "../i18n.tsx";

/** Appears once the page is scrolled by more than one screen (spec 000 §9); angle or arrow by config. */
export function ScrollToTop({ type }: { type: "angle" | "arrow" }) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={`scroll-to-top scroll-to-top--${type}`}
      aria-label={t("main_scroll_to_top")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <span aria-hidden="true">{type === "angle" ? "︿" : "↑"}</span>
    </button>
  );
}
