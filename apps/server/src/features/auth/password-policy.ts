import { passwordPolicyError } from '@app/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../platform/errors';

/**
 * About 49,000 of the most used passwords (zxcvbn-ts's common list, MIT), lower-cased into a set
 * on first use and kept for the life of the process.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Refuses a password that is on the common list or contains the email's name part, with a 400
 * naming the password field, as schema validation would. Checked before any hashing.
 */
export function assertPasswordAllowed(password: string, email: string): void {
  const problem = passwordPolicyError(password, { email, isCommon: isCommonPassword });
  if (problem) throw badRequest([{ loc: ['body', 'password'], msg: problem }]);
}
