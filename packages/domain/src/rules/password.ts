import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';

/** The "valid password" check shared by registration and password reset. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && password.trim().length > 0;
}
