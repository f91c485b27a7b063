import { isStrongPassword, PASSWORD_MAX_LENGTH } from '@identity/password-policy';

/**
 * The password rule as the client applies it: the server's own function decides
 * (server/src/identity/passwords/password-policy.ts), so a password the form accepts is one
 * the server accepts. What is wrong with a refused one is worked out only to pick the
 * message each form words its own way (spec section 5: registration and login use one
 * sentence, the password change two).
 */
export type PasswordProblem = 'required' | 'too-short' | 'too-long' | 'weak';

/** Spec section 9: 'Password minimum is 8 characters' (the policy's lower bound). */
export const PASSWORD_MIN_LENGTH = 8;
export { PASSWORD_MAX_LENGTH };

export function passwordProblem(password: string): PasswordProblem | null {
  if (!password) return 'required';
  // A boolean, not the policy's type guard: a refused string is still a string.
  const strong: boolean = isStrongPassword(password);
  if (strong) return null;
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  return 'weak';
}
