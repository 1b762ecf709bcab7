import { describe, expect, it } from "vitest";
import { datesInOrder, filtersFromQuery, toHistoryQuery } from "./history-filters.ts";

describe("transfer history filters", () => {
  it("reads a link's filters and drops what it cannot read", () => {
    expect(
      filtersFromQuery({ type: "withdrawal", status: "pending", from: "2025-02-01", page: "3" }),
    ).toEqual({
      type: "withdrawal",
      status: "pending",
      from: "2025-02-01",
      to: "",
      page: 3,
    });
    expect(
      filtersFromQuery({ type: "bet", status: "x", from: "2025-13-45", to: "yesterday", page: "-1" }),
    ).toEqual({
      type: "",
      status: "",
      from: "",
      to: "",
      page: 1,
    });
  });

  it("allows a one-day range and refuses an inverted one", () => {
    expect(datesInOrder("2025-01-05", "2025-01-05")).toBe(true);
    expect(datesInOrder("2025-01-06", "2025-01-05")).toBe(false);
    expect(datesInOrder("", "2025-01-05")).toBe(true);
  });

  it("sends only the filters that are set", () => {
    expect(toHistoryQuery({ type: "", status: "", from: "", to: "2025-01-05", page: 2 })).toEqual({
      page: 2,
      pageSize: 20,
      to: "2025-01-05",
    });
  });
});
