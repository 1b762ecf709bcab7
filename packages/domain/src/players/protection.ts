/** Account protection (spec 001 §3 protection_level / protection_methods, §4 protection level status). */

export type ProtectionStatus = "bad" | "normal" | "good" | "full";

/** null stays null; 30 or less is bad; above 30 and below 70 normal; 70 to 99 good; 100 full. */
export function protectionLevelStatus(level: number | null | undefined): ProtectionStatus | null {
  if (level === null || level === undefined || Number.isNaN(level)) return null;
  if (level <= 30) return "bad";
  if (level < 70) return "normal";
  if (level < 100) return "good";
  return "full";
}

export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

/**
 * parlay: the level is the sum of what each method adds (the spec gives the bands, not the sum).
 * Weights: a base of 10 for any account, then two-factor 40, phone binding 20, changed password
 * 10, e-mail auth 10, security question 10 — everything on is exactly 100.
 */
export const PROTECTION_WEIGHTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  enable_two_factor_auth: 40,
  enable_phone_binding: 20,
  is_changed_password: 10,
  enable_email_auth: 10,
  enable_security_question: 10,
};
export const PROTECTION_BASE = 10;

export function protectionLevel(methods: ProtectionMethods): number {
  let level = PROTECTION_BASE;
  for (const [key, weight] of Object.entries(PROTECTION_WEIGHTS)) {
    if (methods[key as keyof ProtectionMethods]) level += weight;
  }
  return Math.min(level, 100);
}

export interface ProtectionStep {
  method: keyof ProtectionMethods;
  /** How many points turning it on adds. */
  gain: number;
}

/** What raises the level (001 §4): the methods still off, the biggest gain first. */
export function protectionSteps(methods: ProtectionMethods): ProtectionStep[] {
  return (Object.entries(PROTECTION_WEIGHTS) as [keyof ProtectionMethods, number][])
    .filter(([method]) => !methods[method])
    .map(([method, gain]) => ({ method, gain }))
    .sort((a, b) => b.gain - a.gain);
}
