import { describe, expect, it } from 'vitest';
import { parseRegistrationPrefill } from './registration-defaults.ts';

const encode = (value: unknown) => btoa(JSON.stringify(value));

describe('registration prefill', () => {
  it('reads the e-mail and names of the data parameter, standard or URL-safe base64', () => {
    const data = encode({ email: 'ana@example.test', firstName: 'Ana', lastName: 'Lima', source: 'partner' });
    expect(parseRegistrationPrefill(data)).toEqual({ email: 'ana@example.test', firstName: 'Ana', lastName: 'Lima' });
    expect(parseRegistrationPrefill(data.replace(/\+/g, '-').replace(/\//g, '_'))).toEqual({
      email: 'ana@example.test',
      firstName: 'Ana',
      lastName: 'Lima',
    });
  });

  it('keeps only the fields given', () => {
    expect(parseRegistrationPrefill(encode({ firstName: 'Ana' }))).toEqual({ firstName: 'Ana' });
  });

  it('ignores the whole prefill when a field is too long or not text', () => {
    expect(parseRegistrationPrefill(encode({ email: 'ana@example.test', firstName: 'A'.repeat(51) }))).toEqual({});
    expect(parseRegistrationPrefill(encode({ email: 42 }))).toEqual({});
  });

  it('ignores anything that is not base64 of a JSON object', () => {
    expect(parseRegistrationPrefill(null)).toEqual({});
    expect(parseRegistrationPrefill('not base64!')).toEqual({});
    expect(parseRegistrationPrefill(encode(['ana@example.test']))).toEqual({});
    expect(parseRegistrationPrefill(encode(null))).toEqual({});
  });
});
