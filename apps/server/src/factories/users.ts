import type { Queryable } from '../platform/database/client';
import { users, type NewUserRow, type UserRow } from '../platform/database/schema';
import { hashPassword } from '../platform/auth/passwords';

export type UserFactoryInput = Partial<Omit<NewUserRow, 'passwordHash'>> & { password?: string };

let sequence = 0;

/**
 * A nonprofit's EIN no other nonprofit made here has (one EIN, one nonprofit: docs/product.md,
 * Accounts and sign-in), with a prefix the IRS assigns. 94 is left to the factory: tests and demo
 * data that name an EIN use other prefixes, so the two never meet.
 */
const factoryEin = (n: number) => `94-${String(n % 10_000_000).padStart(7, '0')}`;

/** Inserts a verified user; defaults give a donor. Shared by tests and the demo-data loader. */
export async function createUser(db: Queryable, input: UserFactoryInput = {}): Promise<UserRow> {
  sequence += 1;
  const { password = 'correct-horse-1', ...fields } = input;
  const role = fields.role ?? 'donor';
  const [row] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${Date.now()}@example.org`,
      name: `Test User ${sequence}`,
      phone: '555-0100',
      approvalStatus: role === 'nonprofit' ? 'pending' : 'approved',
      emailVerifiedAt: new Date(),
      organizationName: role === 'nonprofit' ? `Nonprofit ${sequence}` : null,
      ein: role === 'nonprofit' ? factoryEin(sequence) : null,
      companyName: role === 'donor' ? `Company ${sequence}` : null,
      ...fields,
      role,
      passwordHash: await hashPassword(password),
    })
    .returning();
  return row!;
}
