/**
 * Certificate codes as staff issue them: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * in three groups, `K7QM-2XWD-9HTB`. 31^12 ≈ 2^59 codes: a code cannot be guessed, only read off the certificate.
 */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_LENGTH = 12;
const GROUP_LENGTH = 4;

const ISSUED_CODE = new RegExp(
  `^[${CERTIFICATE_CODE_ALPHABET}]{${GROUP_LENGTH}}(-[${CERTIFICATE_CODE_ALPHABET}]{${GROUP_LENGTH}}){${CERTIFICATE_CODE_LENGTH / GROUP_LENGTH - 1}}$`,
);

/**
 * A new code from `randomIndex(n)`, which must answer a uniformly random integer in [0, n) from a
 * cryptographic source (the server passes node:crypto's randomInt).
 */
export function certificateCodeFrom(randomIndex: (n: number) => number): string {
  let characters = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i += 1) {
    characters += CERTIFICATE_CODE_ALPHABET[randomIndex(CERTIFICATE_CODE_ALPHABET.length)];
  }
  return characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))?.join('-') ?? characters;
}

/** Whether a code has the shape of the codes issued here. */
export function isIssuedCertificateCode(code: string): boolean {
  return ISSUED_CODE.test(code);
}

/** A SHA-256 digest as the certificate binds it: 64 lower-case hexadecimal characters. */
export function isSha256Hex(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
