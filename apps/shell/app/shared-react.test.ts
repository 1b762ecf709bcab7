import { SHARED_SPECIFIERS } from "@parlay/remote-protocol/bundle";
import { expect, it } from "vitest";
import { SHARED_REACT_SPECIFIERS } from "./shared-react.ts";

it("the shell's client build leaves external exactly what the import map resolves for remotes", () => {
  expect([...SHARED_REACT_SPECIFIERS].sort()).toEqual([...SHARED_SPECIFIERS].sort());
});
