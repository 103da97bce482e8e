import { describe, expect, it } from 'vitest';
import {
  acceptedCodes,
  codeOfDocument,
  DEVELOPMENT_VERIFICATION_CODE,
  isVerificationCodeValid,
} from '../../../src/domain/verification';

/** CNG-000002 and CNG-000003 of docs/demo-data.md. */
const mother = {
  Iden_DocumentoMadre: '52789456',
  Iden_MadreSustituta: false,
  Iden_DocumentoCustodioTemporal: null,
};
const substitute = {
  Iden_DocumentoMadre: '1023456321',
  Iden_MadreSustituta: true,
  Iden_DocumentoCustodioTemporal: '41678789',
};
const production = { production: true };
const development = { production: false };

describe('verification code (spec 000 §2, §5, §9)', () => {
  it("takes the last 3 digits of the mother's document", () => {
    expect(isVerificationCodeValid('456', mother, production)).toBe(true);
    expect(isVerificationCodeValid(' 456 ', mother, production)).toBe(true);
    expect(isVerificationCodeValid('789', mother, production)).toBe(false);
    expect(isVerificationCodeValid('56', mother, production)).toBe(false);
    expect(isVerificationCodeValid('9456', mother, production)).toBe(false);
    expect(isVerificationCodeValid('', mother, production)).toBe(false);
  });

  it("for a substitute mother takes the mother's or the temporary custodian's digits", () => {
    expect(isVerificationCodeValid('321', substitute, production)).toBe(true);
    expect(isVerificationCodeValid('789', substitute, production)).toBe(true);
    expect(isVerificationCodeValid('456', substitute, production)).toBe(false);
  });

  it("ignores a custodian's document when the mother is not a substitute", () => {
    const notSubstitute = { ...substitute, Iden_MadreSustituta: false };
    expect(isVerificationCodeValid('789', notSubstitute, production)).toBe(false);
    expect(acceptedCodes(notSubstitute, production)).toEqual(['321']);
  });

  it('accepts the fixed development code only outside production', () => {
    expect(DEVELOPMENT_VERIFICATION_CODE).toBe('000');
    expect(isVerificationCodeValid('000', mother, development)).toBe(true);
    expect(isVerificationCodeValid('000', mother, production)).toBe(false);
    expect(acceptedCodes(substitute, development)).toEqual(['321', '789', '000']);
    expect(acceptedCodes(substitute, production)).toEqual(['321', '789']);
  });

  it('reads a document typed with separators, and has no code for a missing or short one', () => {
    expect(codeOfDocument('1.023.456.321')).toBe('321');
    expect(codeOfDocument('52 789-456')).toBe('456');
    expect(codeOfDocument('ab12c')).toBe('12C');
    expect(codeOfDocument('12')).toBeNull();
    expect(codeOfDocument(null)).toBeNull();
    const noCustodian = { ...substitute, Iden_DocumentoCustodioTemporal: null };
    expect(acceptedCodes(noCustodian, production)).toEqual(['321']);
    expect(isVerificationCodeValid('12c', { ...mother, Iden_DocumentoMadre: 'AB12C' }, production)).toBe(
      true,
    );
  });
});
