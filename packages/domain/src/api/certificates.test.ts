import { describe, expect, it } from 'vitest';
import { MESSAGE } from '../messages.ts';
import { isCertificateIncomplete, normaliseAuthors, ZCertificateDetailsForm, ZVerifyForm } from './certificates.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('certificate forms', () => {
  it("asks for a verification code: 'Please enter a verification code.'", () => {
    expect(firstMessage(ZVerifyForm.safeParse({ code: '  ' }))).toBe(MESSAGE.certificateCodeRequired);
    expect(ZVerifyForm.parse({ code: ' ab12-cd34 ' })).toEqual({ code: 'AB12-CD34' });
  });

  it('refuses a code with characters no code has', () => {
    expect(firstMessage(ZVerifyForm.safeParse({ code: '../etc/passwd' }))).toBe(MESSAGE.certificateVerificationError);
  });

  it('requires the title and the authors with the spec messages', () => {
    expect(firstMessage(ZCertificateDetailsForm.safeParse({ title: '', authors: 'A. Author' }))).toBe(
      MESSAGE.certificateTitleRequired,
    );
    expect(firstMessage(ZCertificateDetailsForm.safeParse({ title: 'A title', authors: ' , ,' }))).toBe(
      MESSAGE.certificateAuthorsRequired,
    );
  });

  it('keeps authors comma separated, trimmed, without empty names', () => {
    expect(normaliseAuthors(' Ada  Lovelace ,, Grace Hopper ,')).toBe('Ada Lovelace, Grace Hopper');
    expect(ZCertificateDetailsForm.parse({ title: ' T ', authors: 'A,B' })).toEqual({ title: 'T', authors: 'A, B' });
  });

  it('is incomplete on viewing when it has no authors', () => {
    expect(isCertificateIncomplete({ title: 'T', authors: '' })).toBe(true);
    expect(isCertificateIncomplete({ title: 'T', authors: 'A' })).toBe(false);
  });
});
