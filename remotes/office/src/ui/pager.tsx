import { fill, type OfficeDictionary } from "../i18n/index.ts";

/** Previous / next with "Page 2 of 5"; buttons, because paging here reloads data, not the page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  t,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  t: OfficeDictionary;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="po-pager" aria-label={t.common.pagingLabel}>
      <button
        type="button"
        className="po-button po-button--ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t.common.previous}
      </button>
      <span aria-live="polite">{fill(t.common.pageOf, { page, pages })}</span>
      <button
        type="button"
        className="po-button po-button--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.common.next}
      </button>
    </nav>
  );
}
