import { PROFILE_EDIT_FIELDS, type ProfileUpdate } from '@app/shared';
import type { UserRow } from '#src/platform/database/schema';
import { logoColumn } from './profiles.presenter';

type EditField = Exclude<(typeof PROFILE_EDIT_FIELDS)['nonprofit' | 'donor'][number], 'email'>;
type EditableColumn = Exclude<keyof UserRow, 'id' | 'role' | 'passwordHash' | 'email'>;

/** The column behind each editable field (the logo's depends on the role). */
const COLUMNS: Record<Exclude<EditField, 'logo_url'>, EditableColumn> = {
  name: 'name',
  phone: 'phone',
  website: 'website',
  city: 'city',
  state: 'state',
  zip: 'zip',
  organization_name: 'organizationName',
  ein: 'ein',
  mission_statement: 'missionStatement',
  service_areas: 'serviceAreas',
  address: 'address',
  shipping_address: 'shippingAddress',
  shipping_city: 'shippingCity',
  shipping_state: 'shippingState',
  shipping_zip: 'shippingZip',
  company_name: 'companyName',
  donor_scope: 'donorScope',
  entity_type: 'entityType',
  giving_preferences: 'givingPreferences',
  pickup_address: 'pickupAddress',
  pickup_city: 'pickupCity',
  pickup_state: 'pickupState',
  pickup_zip: 'pickupZip',
};

export const columnOf = (field: EditField, role: UserRow['role']): EditableColumn =>
  field === 'logo_url' ? logoColumn(role) : COLUMNS[field];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface ProfilePlan {
  /** Columns whose value changes, by column name (values checked by the shared schema). */
  columns: Partial<Pick<UserRow, EditableColumn>>;
  /** The field names that change, for the audit entry. */
  fields: EditField[];
  /** A new sign-in address to confirm; `cancel` when the current address was sent back. */
  email: { newEmail: string } | 'cancel' | null;
}

/** What the edit changes on this row: only the role's own fields, only where the value differs. */
export function planProfileChanges(row: UserRow, role: 'nonprofit' | 'donor', input: ProfileUpdate): ProfilePlan {
  const columns: ProfilePlan['columns'] = {};
  const fields: EditField[] = [];
  for (const field of PROFILE_EDIT_FIELDS[role]) {
    if (field === 'email') continue;
    const value = input[field];
    const column = columnOf(field, role);
    if (value === undefined || same(row[column], value)) continue;
    (columns as Record<string, unknown>)[column] = value;
    fields.push(field);
  }
  return { columns, fields, email: emailPlan(row, input.email) };
}

function emailPlan(row: UserRow, email: string | undefined): ProfilePlan['email'] {
  if (email === undefined) return null;
  if (email.toLowerCase() === row.email.toLowerCase()) return row.pendingEmail ? 'cancel' : null;
  if (email === row.pendingEmail) return null;
  return { newEmail: email };
}

/** Before and after of the changed fields, by their API names, for the account's history. */
export function profileDiff(
  before: UserRow,
  after: UserRow,
  fields: readonly (EditField | 'pending_email' | 'latitude' | 'longitude' | 'pickup_latitude' | 'pickup_longitude')[],
) {
  const read = (row: UserRow, field: (typeof fields)[number]) => {
    switch (field) {
      case 'pending_email':
        return row.pendingEmail;
      case 'latitude':
        return row.latitude;
      case 'longitude':
        return row.longitude;
      case 'pickup_latitude':
        return row.pickupLatitude;
      case 'pickup_longitude':
        return row.pickupLongitude;
      default:
        return row[columnOf(field, row.role)];
    }
  };
  return {
    before: Object.fromEntries(fields.map((field) => [field, read(before, field)])),
    after: Object.fromEntries(fields.map((field) => [field, read(after, field)])),
  };
}
