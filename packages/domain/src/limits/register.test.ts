import { describe, expect, test } from "vitest";
import {
  decideRegister,
  isValidRegisterQuery,
  type RegisterQuery,
  registerKey,
  SandboxRegister,
  type SelfExclusionRegister,
  screenWithRegister,
} from "./register.ts";

const ann: RegisterQuery = {
  firstName: "Ann",
  lastName: "Smith",
  dateOfBirth: "1990-04-01",
  email: "ann@example.com",
  postcode: "SW1A 1AA",
};

describe("national self-exclusion register", () => {
  test("Y refuses; N and P allow; an unanswered check fails closed", () => {
    expect(decideRegister({ exclusion: "Y", uniqueId: "1" })).toEqual({
      allowed: false,
      code: "REGISTER_EXCLUDED",
    });
    expect(decideRegister({ exclusion: "N", uniqueId: "1" })).toEqual({ allowed: true, exclusion: "N" });
    expect(decideRegister({ exclusion: "P", uniqueId: "1" })).toEqual({ allowed: true, exclusion: "P" });
    expect(decideRegister(null)).toEqual({ allowed: false, code: "REGISTER_UNAVAILABLE" });
  });

  test("query validation: every field, a real yyyy-mm-dd date", () => {
    expect(isValidRegisterQuery(ann)).toBe(true);
    expect(isValidRegisterQuery({ ...ann, firstName: " " })).toBe(false);
    expect(isValidRegisterQuery({ ...ann, dateOfBirth: "1990-02-30" })).toBe(false);
    expect(isValidRegisterQuery({ ...ann, dateOfBirth: "01/04/1990" })).toBe(false);
  });

  test("matching folds case and spaces", () => {
    expect(registerKey({ ...ann, firstName: " ANN ", email: "Ann@Example.com", postcode: "sw1a1aa" })).toBe(
      registerKey(ann),
    );
  });

  test("the sandbox answers Y, P or N with an id per check", async () => {
    const register = new SandboxRegister([{ ...ann, exclusion: "Y" }]);
    expect(await register.check(ann)).toEqual({ exclusion: "Y", uniqueId: "sandbox-1" });
    expect(await register.check({ ...ann, lastName: "Jones" })).toEqual({
      exclusion: "N",
      uniqueId: "sandbox-2",
    });
    register.add({ ...ann, lastName: "Jones", exclusion: "P" });
    expect((await register.check({ ...ann, lastName: "Jones" })).exclusion).toBe("P");
    expect(register.checks).toBe(3);
    await expect(register.check({ ...ann, email: "" })).rejects.toThrow();
  });

  test("screening: the decision with the register's id; a failing register refuses", async () => {
    const register = new SandboxRegister([{ ...ann, exclusion: "Y" }]);
    expect(await screenWithRegister(register, ann)).toEqual({
      allowed: false,
      code: "REGISTER_EXCLUDED",
      uniqueId: "sandbox-1",
    });
    expect(await screenWithRegister(register, { ...ann, firstName: "Bob" })).toEqual({
      allowed: true,
      exclusion: "N",
      uniqueId: "sandbox-2",
    });
    const down: SelfExclusionRegister = { check: () => Promise.reject(new Error("timeout")) };
    expect(await screenWithRegister(down, ann)).toEqual({
      allowed: false,
      code: "REGISTER_UNAVAILABLE",
      uniqueId: null,
    });
  });
});
