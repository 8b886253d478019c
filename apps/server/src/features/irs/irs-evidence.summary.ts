import {
  irsBmfDeductibility,
  irsBmfStatus,
  irsPub78Deductibility,
  irsSubsection,
  isSubsection501c3,
  IRS_NAME_MATCH_THRESHOLD,
  subsectionLabel,
  type IrsEvidence,
} from '@app/shared';

/** One nonprofit's row of the evidence query: what each live IRS file holds under its EIN. */
export interface IrsEvidenceRow {
  bmf_name: string | null;
  bmf_part: string | null;
  bmf_city: string | null;
  bmf_state: string | null;
  bmf_subsection: string | null;
  bmf_deductibility: string | null;
  bmf_status: string | null;
  bmf_ruling: string | null;
  bmf_group: string | null;
  pub78_name: string | null;
  pub78_city: string | null;
  pub78_state: string | null;
  pub78_deductibility: string | null;
  revocation_date: string | null;
  posting_date: string | null;
  reinstatement_date: string | null;
  has_revocation: boolean;
}

export interface EvidenceSubject {
  ein: string | null;
  city: string | null;
  state: string | null;
}

export const NO_IRS_FILES_SUMMARY = 'No IRS files imported yet.';
export const NOT_FOUND_SUMMARY =
  'Not found in the IRS files. Churches and organizations under a group exemption are left out of them by design, so read the letter: this alone is no reason to reject.';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** "2025-05-15" as "May 15, 2025": a calendar date, the same in every time zone. */
const day = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

const sameText = (a: string | null, b: string | null) =>
  a && b && a.trim() !== '' && b.trim() !== '' ? a.trim().toLowerCase() === b.trim().toLowerCase() : null;
const percent = (similarity: number) => `${Math.round(similarity * 100)}%`;

/**
 * The evidence card's facts from one row of the evidence query and the names' similarity
 * (docs/product.md, "Checking a nonprofit against IRS data"). "IRS match" needs all of: in the
 * Business Master File as a 501(c)(3), not revoked, and a name at least IRS_NAME_MATCH_THRESHOLD
 * alike. It informs the reviewer; it never approves or rejects.
 */
export function buildIrsEvidence(
  subject: EvidenceSubject,
  row: IrsEvidenceRow | undefined,
  similarity: number | null,
  dataAsOf: IrsEvidence['data_as_of'],
  checkedAt: Date,
): IrsEvidence {
  const inBmf = row?.bmf_name != null;
  const inPub78 = row?.pub78_name != null;
  const irsCity = inBmf ? row.bmf_city : (row?.pub78_city ?? null);
  const irsState = inBmf ? row.bmf_state : (row?.pub78_state ?? null);
  const revoked = row?.has_revocation === true && row.reinstatement_date === null;
  const is501c3 = inBmf && isSubsection501c3(row.bmf_subsection);
  const evidence: IrsEvidence = {
    checked_at: checkedAt.toISOString(),
    data_as_of: dataAsOf,
    found: inBmf || inPub78,
    irs_match: is501c3 && !revoked && similarity !== null && similarity >= IRS_NAME_MATCH_THRESHOLD,
    summary: '',
    irs_name: inBmf ? row.bmf_name : (row?.pub78_name ?? null),
    bmf: inBmf
      ? {
          name: row.bmf_name!,
          part: row.bmf_part ?? '',
          city: row.bmf_city,
          state: row.bmf_state,
          subsection: irsSubsection(row.bmf_subsection),
          is_501c3: is501c3,
          deductibility: irsBmfDeductibility(row.bmf_deductibility),
          status: irsBmfStatus(row.bmf_status),
          ruling: row.bmf_ruling?.trim() || null,
          group_exemption: row.bmf_group && !/^0+$/.test(row.bmf_group.trim()) ? row.bmf_group.trim() : null,
        }
      : null,
    name_similarity: similarity,
    city_matches: sameText(subject.city, irsCity),
    state_matches: sameText(subject.state, irsState),
    pub78: inPub78 ? { name: row.pub78_name!, deductibility: irsPub78Deductibility(row.pub78_deductibility) } : null,
    revoked,
    revocation: row?.has_revocation
      ? {
          revocation_date: row.revocation_date,
          posting_date: row.posting_date,
          reinstatement_date: row.reinstatement_date,
        }
      : null,
  };
  return { ...evidence, summary: summarise(subject, evidence) };
}

/** One plain sentence for the reviewer: what the files say and what to do with it. */
function summarise(subject: EvidenceSubject, evidence: IrsEvidence): string {
  const { data_as_of: asOf, bmf, revocation } = evidence;
  if (!asOf.bmf && !asOf.pub78 && !asOf.revocations) return NO_IRS_FILES_SUMMARY;
  if (!subject.ein) return 'No EIN given, so the IRS files cannot be checked: ask the organization for it.';
  if (evidence.revoked) {
    const date = revocation?.revocation_date;
    return date ? `Revoked by the IRS on ${day(date)}, and not reinstated.` : 'Revoked by the IRS, and not reinstated.';
  }
  const reinstated =
    revocation?.reinstatement_date && revocation.revocation_date
      ? ` Its exemption was revoked on ${day(revocation.revocation_date)} and reinstated on ${day(revocation.reinstatement_date)}.`
      : '';
  if (bmf) {
    const place = [bmf.city, bmf.state].filter(Boolean).join(', ');
    const where = place ? ` in ${place}` : '';
    const similarity = evidence.name_similarity ?? 0;
    if (!bmf.is_501c3) {
      const label = subsectionLabel(bmf.subsection?.code) ?? 'an organization with no subsection';
      return `Found${where}, but as a ${label}, not a 501(c)(3): contributions to it may not be charitable.${reinstated}`;
    }
    if (evidence.irs_match) {
      const name = similarity >= 0.995 ? 'the same name' : `a close name (${percent(similarity)} alike)`;
      return `Found: a 501(c)(3) under ${name}${where}.${reinstated}`;
    }
    return `Found: a 501(c)(3) with this EIN${where}, but under another name ("${bmf.name}", ${percent(similarity)} alike): check that the letter names this organization.${reinstated}`;
  }
  if (evidence.pub78) {
    return `In Publication 78 (eligible for deductible contributions) but not in the Business Master File${asOf.bmf ? '' : ', which is not imported yet'}: read the letter.${reinstated}`;
  }
  return `${NOT_FOUND_SUMMARY}${reinstated}`;
}
