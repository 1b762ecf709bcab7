import { describe, expect, it } from "vitest";
import { couponQuery } from "../api/betting-api.ts";
import {
  betFiltersFromQuery,
  betFiltersSearch,
  datesInOrder,
  daysBefore,
  defaultBetFilters,
  toCouponFilters,
} from "./bet-history-filters.ts";

const TODAY = "2025-03-31";

describe("bet history filters", () => {
  it("defaults to every status over the last 30 days", () => {
    expect(daysBefore(TODAY, 30)).toBe("2025-03-01");
    expect(daysBefore("2024-03-01", 1)).toBe("2024-02-29");
    expect(betFiltersFromQuery({}, TODAY)).toEqual({
      status: "all",
      from: "2025-03-01",
      to: "",
      typeId: null,
      accountId: null,
      page: 1,
    });
  });

  it("reads a link's filters, keeps an explicit empty from (all time), and drops what it cannot read", () => {
    expect(
      betFiltersFromQuery(
        { status: "won", from: "2025-01-02", to: "2025-02-03", typeId: "9", accountId: "12", page: "3" },
        TODAY,
      ),
    ).toEqual({ status: "won", from: "2025-01-02", to: "2025-02-03", typeId: 9, accountId: 12, page: 3 });
    expect(betFiltersFromQuery({ from: "" }, TODAY).from).toBe("");
    expect(
      betFiltersFromQuery(
        { status: "paid", from: "2025-02-30", to: "soon", typeId: "10", accountId: "0", page: "-2" },
        TODAY,
      ),
    ).toEqual(defaultBetFilters(TODAY));
  });

  it("writes only what differs from the defaults to the URL, and reads it back the same", () => {
    expect(betFiltersSearch(defaultBetFilters(TODAY), TODAY)).toBe("");
    const chosen = {
      status: "returned",
      from: "",
      to: "2025-03-10",
      typeId: 0,
      accountId: 5,
      page: 2,
    } as const;
    const search = betFiltersSearch(chosen, TODAY);
    expect(search).toBe("?status=returned&from=&to=2025-03-10&typeId=0&accountId=5&page=2");
    const back = Object.fromEntries(new URLSearchParams(search));
    expect(betFiltersFromQuery(back, TODAY)).toEqual(chosen);
  });

  it("refuses an inverted range and allows a one-day one", () => {
    expect(datesInOrder("2025-03-05", "2025-03-05")).toBe(true);
    expect(datesInOrder("2025-03-06", "2025-03-05")).toBe(false);
    expect(datesInOrder("", "2025-03-05")).toBe(true);
  });

  it("asks the server (contract call 3) only for the filters that narrow", () => {
    expect(couponQuery(toCouponFilters(defaultBetFilters(TODAY)))).toEqual({
      page: "1",
      pageSize: "20",
      from: "2025-03-01",
    });
    expect(
      couponQuery(
        toCouponFilters({ status: "lost", from: "", to: "2025-03-31", typeId: 2, accountId: 8, page: 4 }),
      ),
    ).toEqual({ page: "4", pageSize: "20", status: "lost", to: "2025-03-31", typeId: "2", accountId: "8" });
  });
});
