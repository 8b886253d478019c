import { passwordPolicyError } from '@app/shared';
import { badRequest } from '#src/platform/errors';

/**
 * About 49,000 of the most used passwords (zxcvbn-ts's common list, MIT), lower-cased into a set
 * and kept for the life of the process. Loaded with the first password checked, not at start: the
 * list unpacks into 100,000 strings (docs/decisions/009-compression-and-built-server.md, "Memory").
 */
let commonPasswords: Promise<Set<string>> | undefined;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
    (error: unknown) => {
      commonPasswords = undefined;
      throw error;
    },
  );
  return commonPasswords;
}

/**
 * Refuses a password that is on the common list or contains the email's name part, with a 400
 * naming the password field, as schema validation would. Checked before any hashing.
 */
export async function assertPasswordAllowed(password: string, email: string): Promise<void> {
  const common = await loadCommonPasswords();
  const problem = passwordPolicyError(password, {
    email,
    isCommon: (candidate) => common.has(candidate.toLowerCase()),
  });
  if (problem) throw badRequest([{ loc: ['body', 'password'], msg: problem }]);
}
