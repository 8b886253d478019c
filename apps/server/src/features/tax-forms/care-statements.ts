import type { CareStatementFact } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';

/**
 * What each gift's nonprofit stated about its use (docs/product.md, Tax report): whether it signed the
 * IRC 170(e)(3) written statement for the care of the ill, the needy or infants, or chose another use.
 * A gift missing from the answer has no signed statement ('unsigned'). The intended use and the
 * signed statement are recorded when the nonprofit requests and confirms receipt; until that record
 * exists this answers nothing, and the report says the statement is missing.
 */
export async function careStatementsFor(
  _db: Queryable,
  _requestIds: readonly number[],
): Promise<Map<number, CareStatementFact>> {
  return new Map();
}
