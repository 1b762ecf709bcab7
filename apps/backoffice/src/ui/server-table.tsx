import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { API, api, query } from "../api.ts";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface Props<T> {
  /** Accessible name of the table. */
  label: string;
  /** The API list path (e.g. /players); `csv` adds a CSV download of the same filters. */
  path: string;
  csv?: string;
  columns: ColumnDef<T, unknown>[];
  /** Filters sent with every request (changing them goes back to page 1). */
  filters?: Record<string, string | undefined>;
  initialSort?: SortingState;
  /** Bumping it reloads the page (after a change). */
  reload?: number;
  pageSize?: number;
  /** The list route takes `sort` and `dir` (off: headers are plain). */
  sortable?: boolean;
}

/**
 * A TanStack Table whose paging, sorting and filtering happen on the server: the table state is
 * turned into `page`, `pageSize`, `sort` and `dir` of the list route.
 */
export function ServerTable<T>({
  label,
  path,
  csv,
  columns,
  filters = {},
  initialSort = [],
  reload,
  pageSize = 25,
  sortable = true,
}: Props<T>) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [data, setData] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filters
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [filterKey]);
  const sort = sorting[0];
  const params = {
    ...filters,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: sort?.id,
    dir: sort ? (sort.desc ? "desc" : "asc") : undefined,
  };
  const qs = query(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: qs carries every input
  useEffect(() => {
    let live = true;
    api<Page<T>>("GET", `${path}${qs}`)
      .then((page) => {
        if (live) {
          setData(page);
          setError(null);
        }
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [qs, reload]);
  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    pageCount: data ? Math.max(1, Math.ceil(data.total / pagination.pageSize)) : -1,
    state: { pagination, sorting },
    onPaginationChange: setPagination,
    onSortingChange: setSorting,
    manualPagination: true,
    manualSorting: true,
    enableSorting: sortable,
    manualFiltering: true,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <div className="table-block">
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <div className="table-scroll">
        <table aria-label={label} aria-busy={data === null}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header ?? "")}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {data && data.items.length === 0 && (
              <tr>
                <td colSpan={columns.length}>Nothing found.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={`${label} pages`}>
        <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
          Previous
        </button>
        <span>
          Page {pagination.pageIndex + 1} of {Math.max(1, table.getPageCount())} · {data?.total ?? 0} rows
        </span>
        <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
          Next
        </button>
        {csv && (
          <a
            className="button"
            href={`${API}${csv}${query({ ...filters, sort: sort?.id, dir: params.dir })}`}
            download
          >
            Download CSV
          </a>
        )}
      </nav>
    </div>
  );
}
