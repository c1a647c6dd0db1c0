// RFC 6238 time-based codes (SHA-1, 30 s, 6 digits), as an authenticator app computes them.
import { createHmac } from 'node:crypto'

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(character)
    if (value < 0) throw new Error(`not base32: ${character}`)
    bits += value.toString(2).padStart(5, '0')
  }
  const bytes: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2))
  return Buffer.from(bytes)
}

/** The current code for the secret of an otpauth:// URI. */
export function totpCode(otpauthUri: string, at = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret')
  if (!secret) throw new Error('the URI has no secret')
  return totpCodeForSecret(secret, at)
}

/** The current code for a base32 secret, as typed into an authenticator app. */
export function totpCodeForSecret(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}
