/** Password rules shared by the server and the registration form. */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** 8 to 128 characters with at least one letter and one digit (any script counts as a letter). */
export function isStrongEnoughPassword(password: string): boolean {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return false;
  return /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

/** Characters of generated passwords: no 0/O, 1/l/I, so they survive being read off a screen. */
export const GENERATED_PASSWORD_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
