import type { IrsCode } from '../schemas/admin/irs-evidence';

/**
 * What the codes of the IRS files mean, in the IRS's own words (shortened), so the evidence card
 * can say "501(c)(3): religious, charitable, educational ..." rather than "03" (docs/product.md,
 * "Checking a nonprofit against IRS data").
 *
 * Business Master File codes: the IRS's "Exempt Organizations Business Master File Extract (EO
 * BMF)" information sheet, https://www.irs.gov/pub/irs-soi/eo_info.pdf (linked from
 * https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf).
 * Publication 78 codes: "Tax Exempt Organization Search: Deductibility status codes",
 * https://www.irs.gov/charities-non-profits/tax-exempt-organization-search-deductibility-status-codes.
 */

/** BMF SUBSECTION: the part of 501(c) (or other section) the organization is exempt under. */
const SUBSECTIONS: Record<string, string> = {
  '01': 'government instrumentality',
  '02': 'title-holding corporation',
  '03': 'religious, charitable, educational, scientific, literary, public safety, amateur sports or prevention of cruelty',
  '04': 'social welfare organization',
  '05': 'labor, agricultural or horticultural organization',
  '06': 'business league, chamber of commerce or real estate board',
  '07': 'social and recreational club',
  '08': 'fraternal beneficiary society',
  '09': "voluntary employees' beneficiary association",
  '10': 'domestic fraternal society',
  '11': "teachers' retirement fund association",
  '12': 'benevolent life insurance association, mutual ditch or irrigation, or cooperative telephone company',
  '13': 'cemetery company',
  '14': 'state-chartered credit union',
  '15': 'mutual insurance company',
  '16': 'corporation financing crop operations',
  '17': 'supplemental unemployment benefit trust',
  '18': 'employee-funded pension trust',
  '19': "war veterans' organization",
  '21': 'black lung benefit trust',
  '22': 'multiemployer pension plan',
  '23': 'veterans association founded before 1880',
  '25': 'title-holding corporation for multiple parents',
  '26': 'state-sponsored high-risk health insurance organization',
  '27': "state-sponsored workers' compensation reinsurance organization",
  '29': 'qualified nonprofit health insurance issuer',
};

/** Subsection codes that are not 501(c)(N) but another section of the Code. */
const OTHER_SECTIONS: Record<string, string> = {
  '40': '501(d): religious and apostolic organization',
  '50': '501(e): cooperative hospital service organization',
  '60': '501(f): cooperative service organization of operating educational organizations',
  '70': '501(k): child care organization',
  '71': '501(n): charitable risk pool',
  '92': '4947(a)(1): nonexempt charitable trust',
};

/** BMF DEDUCTIBILITY: whether contributions to the organization are deductible. */
const BMF_DEDUCTIBILITY: Record<string, string> = {
  '1': 'Contributions are deductible',
  '2': 'Contributions are not deductible',
  '4': 'Contributions are deductible by treaty (foreign organization)',
};

/** BMF STATUS: the exempt organization's status code. */
const BMF_STATUS: Record<string, string> = {
  '01': 'Unconditional exemption',
  '02': 'Conditional exemption',
  '12': 'Trust described in section 4947(a)(2)',
  '25': 'Organization terminating its private foundation status under section 507(b)(1)(B)',
};

/** Publication 78's deductibility status codes, with the limit on what an individual may deduct. */
const PUB78_DEDUCTIBILITY: Record<string, string> = {
  PC: 'Public charity (50% limit, 60% for cash)',
  POF: 'Private operating foundation (50% limit, 60% for cash)',
  PF: 'Private foundation (generally 30% limit)',
  GROUP: 'Central organization holding a group exemption; its subordinate units are covered too',
  LODGE: 'Domestic fraternal society under the lodge system, for charitable use only (30% limit)',
  UNKWN: 'Charitable organization whose public charity status has not been determined',
  EO: 'Organization described in section 170(c), other than a public charity or private foundation',
  FED: 'Deductible if for the use of a federal governmental unit (50% limit, 60% for cash)',
  FORGN: 'Foreign-addressed organization',
  SO: 'Supporting organization: Type I, Type II or functionally integrated Type III (50% limit)',
  SONFI: 'Non-functionally integrated Type III supporting organization (50% limit)',
  SOUNK: 'Supporting organization of unspecified type (50% limit)',
};

const clean = (code: string | null | undefined) => code?.trim() || null;
/** The BMF writes two-digit codes; a file that lost the leading zero ("3") still reads as "03". */
const twoDigits = (code: string) => (/^\d$/.test(code) ? `0${code}` : code);

/** "501(c)(3)" for subsection 03; another section's name for 40, 50...; null when the file gave none. */
export function subsectionLabel(code: string | null | undefined): string | null {
  const value = clean(code);
  if (!value) return null;
  const two = twoDigits(value);
  if (OTHER_SECTIONS[two]) return OTHER_SECTIONS[two].split(':')[0]!;
  return /^\d+$/.test(two) ? `501(c)(${Number(two)})` : `Subsection ${value}`;
}

/** A BMF subsection with its meaning, e.g. 03 -> "501(c)(3): religious, charitable, ...". */
export function irsSubsection(code: string | null | undefined): IrsCode | null {
  const value = clean(code);
  if (!value) return null;
  const two = twoDigits(value);
  if (OTHER_SECTIONS[two]) return { code: two, meaning: OTHER_SECTIONS[two] };
  const label = subsectionLabel(two)!;
  const meaning = SUBSECTIONS[two];
  return { code: two, meaning: meaning ? `${label}: ${meaning}` : label };
}

/** Whether the subsection is 501(c)(3), the one that makes contributions charitable. */
export function isSubsection501c3(code: string | null | undefined): boolean {
  const value = clean(code);
  return value !== null && twoDigits(value) === '03';
}

const lookup = (table: Record<string, string>, code: string | null | undefined, normalise = (c: string) => c) => {
  const value = clean(code);
  if (!value) return null;
  const key = normalise(value);
  return { code: key, meaning: table[key] ?? `Code ${key} (not one the IRS documents)` };
};

export const irsBmfDeductibility = (code: string | null | undefined): IrsCode | null => lookup(BMF_DEDUCTIBILITY, code);

export const irsBmfStatus = (code: string | null | undefined): IrsCode | null => lookup(BMF_STATUS, code, twoDigits);

/** Publication 78 may list several codes for one organization ("PC,EO"): each is explained. */
export function irsPub78Deductibility(code: string | null | undefined): IrsCode | null {
  const codes = (clean(code) ?? '')
    .split(/[,;\s]+/)
    .map((part) => part.toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) return null;
  const meanings = codes.map((part) => lookup(PUB78_DEDUCTIBILITY, part)!.meaning);
  return { code: codes.join(', '), meaning: meanings.join('; ') };
}
