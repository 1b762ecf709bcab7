import { bCore, dApplication, dBetting, dCore, dModules, dSupport, dThirdparty } from "@parlay/domain/config";
import { z } from "zod";

/** {lng}: two lower-case letters (spec 000 §5). */
export const langParam = z.string().regex(/^[a-z]{2}$/, "lang must be two lower-case letters, e.g. en");

/**
 * The visitor's country from the edge (ISO 3166-1 alpha-2, any case). Loose: every other header
 * (host above all) must survive validation, which replaces request.headers with its output.
 */
export const countryHeaders = z.looseObject({
  "x-country-code": z
    .string()
    .regex(/^[A-Za-z]{2}$/, "x-country-code must be a two-letter ISO 3166-1 code, e.g. RU")
    .optional(),
});

export const allQuery = z.object({ lang: langParam.optional() });

export const groupsQuery = z.object({
  groups: z
    .string({ error: "groups is required, e.g. groups=b.core,d.core" })
    .max(200, "groups is too long")
    .refine((v) => v.split(",").some((g) => g.trim() !== ""), "groups must name at least one config group"),
  lang: langParam.optional(),
});

/** group/get answers: only the requested groups are present. */
export const groupsAnswer = z.object({
  "b.core": bCore.optional(),
  "d.core": dCore.optional(),
  "d.thirdparty": dThirdparty.optional(),
  "d.application": dApplication.optional(),
  "d.modules": dModules.optional(),
  "d.support": dSupport.optional(),
  "d.betting": dBetting.optional(),
});
