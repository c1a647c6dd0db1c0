// Free text from people (names, notes) is cleaned before it is stored or shown (spec §5): angle
// brackets, quotes, script-like prefixes, event attributes, HTML entities and control characters
// are removed, and the text is cut to 1,000 characters.
export const SANITIZED_MAX_LENGTH = 1000

export function sanitizeText(input: string): string {
  return withoutControlCharacters(input)
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);?/gi, '')
    .replace(/[<>"'`]/g, '')
    .replace(/\b(javascript|vbscript|data)\s*:/gi, '')
    .replace(/\bon[a-z]+\s*=/gi, '')
    .trim()
    .slice(0, SANITIZED_MAX_LENGTH)
}

// Control characters go, except tab and newline, which notes may contain.
function withoutControlCharacters(text: string): string {
  let kept = ''
  for (const character of text) {
    const code = character.charCodeAt(0)
    if (code === 9 || code === 10 || (code >= 32 && code !== 127)) kept += character
  }
  return kept
}

/** An email address: something@something.tld, with a top-level domain of 2 or more letters. */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.'

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim())
}
