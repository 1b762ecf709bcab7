/** Registration types, bonus choice and activation types (spec 001 §3, §9; spec 000 §9). */

export const REGISTRATION_TYPES = ["fast_reg", "phone_reg", "full_reg", "soc_reg"] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** 0 refuse bonuses; 1 sports bonus; 2 casino bonus. */
export const BONUS_CHOICES = [0, 1, 2] as const;
export type BonusChoice = (typeof BONUS_CHOICES)[number];

export function isBonusChoice(value: unknown): value is BonusChoice {
  return value === 0 || value === 1 || value === 2;
}

/** activation_type: 0 none, 1 e-mail, 2 e-mail and phone, 3 phone only. */
export const ACTIVATION_TYPES = { none: 0, email: 1, emailAndPhone: 2, phone: 3 } as const;
export type ActivationType = (typeof ACTIVATION_TYPES)[keyof typeof ACTIVATION_TYPES];

export function isActivationType(value: unknown): value is ActivationType {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/**
 * What a new account must confirm, by how it was registered: one click and social sign-up need
 * nothing (the provider vouched, or there is nothing to confirm), phone sign-up confirms the
 * phone (already done by the SMS code), e-mail sign-up the e-mail, and the phone too when given.
 */
export function activationTypeFor(
  type: RegistrationType,
  contact: { email: boolean; phone: boolean },
): ActivationType {
  switch (type) {
    case "fast_reg":
    case "soc_reg":
      return ACTIVATION_TYPES.none;
    case "phone_reg":
      return ACTIVATION_TYPES.phone;
    case "full_reg":
      return contact.phone ? ACTIVATION_TYPES.emailAndPhone : ACTIVATION_TYPES.email;
  }
}

export interface ActivationState {
  activationType: ActivationType;
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** Whether every contact the activation type asks for is confirmed. */
export function isActivated(s: ActivationState): boolean {
  switch (s.activationType) {
    case ACTIVATION_TYPES.none:
      return true;
    case ACTIVATION_TYPES.email:
      return s.emailVerified;
    case ACTIVATION_TYPES.emailAndPhone:
      return s.emailVerified && s.phoneVerified;
    case ACTIVATION_TYPES.phone:
      return s.phoneVerified;
  }
}

/** parlay: an account has this many days to finish activation (the spec names the field only). */
export const ACTIVATION_WINDOW_DAYS = 30;

/** remaining_days_to_activate: whole days left (rounded up, never negative); null when nothing is due. */
export function remainingDaysToActivate(s: ActivationState, registeredAt: Date, now: Date): number | null {
  if (isActivated(s)) return null;
  const deadline = registeredAt.getTime() + ACTIVATION_WINDOW_DAYS * 86_400_000;
  return Math.max(0, Math.ceil((deadline - now.getTime()) / 86_400_000));
}
