import { describe, expect, it } from 'vitest';
import {
  irsBmfDeductibility,
  irsBmfStatus,
  irsPub78Deductibility,
  irsSubsection,
  isSubsection501c3,
  subsectionLabel,
} from './irs-codes';

describe('IRS codes: their meanings in words', () => {
  it('names the subsection, 501(c)(3) or another', () => {
    expect(irsSubsection('03')).toEqual({
      code: '03',
      meaning: expect.stringMatching(/^501\(c\)\(3\): religious, charitable, educational, scientific/),
    });
    expect(irsSubsection('04')!.meaning).toBe('501(c)(4): social welfare organization');
    expect(irsSubsection('3')!.code).toBe('03');
    expect(irsSubsection('24')!.meaning).toBe('501(c)(24)');
    expect(irsSubsection('92')!.meaning).toMatch(/^4947\(a\)\(1\)/);
    expect(subsectionLabel('50')).toBe('501(e)');
    expect(irsSubsection('')).toBeNull();
    expect(isSubsection501c3('03')).toBe(true);
    expect(isSubsection501c3('04')).toBe(false);
    expect(isSubsection501c3(null)).toBe(false);
  });

  it('explains the BMF deductibility and status codes', () => {
    expect(irsBmfDeductibility('1')!.meaning).toBe('Contributions are deductible');
    expect(irsBmfDeductibility('2')!.meaning).toBe('Contributions are not deductible');
    expect(irsBmfDeductibility('4')!.meaning).toMatch(/treaty/);
    expect(irsBmfStatus('01')!.meaning).toBe('Unconditional exemption');
    expect(irsBmfStatus('12')!.meaning).toMatch(/4947\(a\)\(2\)/);
    expect(irsBmfStatus('25')!.meaning).toMatch(/terminating its private foundation status/);
    expect(irsBmfStatus('97')!.meaning).toBe('Code 97 (not one the IRS documents)');
  });

  it("explains Publication 78's codes, several at once", () => {
    expect(irsPub78Deductibility('PC')!.meaning).toMatch(/^Public charity/);
    expect(irsPub78Deductibility('pf')).toMatchObject({ code: 'PF', meaning: expect.stringMatching(/30%/) });
    expect(irsPub78Deductibility('PC,EO')).toMatchObject({ code: 'PC, EO' });
    expect(irsPub78Deductibility('SONFI')!.meaning).toMatch(/Non-functionally integrated Type III/);
    expect(irsPub78Deductibility(' ')).toBeNull();
  });
});
