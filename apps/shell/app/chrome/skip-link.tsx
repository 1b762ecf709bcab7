import { useT } from "../i18n.tsx";

export function SkipLink() {
  const { t } = useT();
  return (
    <a className="skip-link" href="#content">
      {t("skip_to_content")}
    </a>
  );
}
