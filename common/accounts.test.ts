import { describe, expect, it } from 'vitest'
import { AppError } from './errors.ts'
import {
  activePlan,
  creditsRemaining,
  monthlyAllowance,
  monthlyReportsStat,
  type CreditsProfile,
} from './credits.ts'
import { checkNewPassword, passwordProblems } from './password-rules.ts'
import { phoneNumberFrom } from './contracts/accounts.ts'
import { assertCan, can, canOnAny, grantsOf, PERMISSIONS } from './permissions.ts'
import { LEGACY_TIERS, SUBSCRIPTION_TIERS, tierLabel } from './profiles.ts'
import { isValidEmail, sanitizeText } from './sanitize.ts'
import { sessionErrorMessage } from './session-errors.ts'

describe('password rules', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Correct-Horse-9')).toEqual([])
  })
  it.each([
    ['Short-1a', 'Password must be at least 12 characters long'],
    ['lowercase-only-1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE-ONLY-1', 'Password must contain at least one lowercase letter'],
    ['No-Digits-Here!', 'Password must contain at least one number'],
    ['NoSpecials1234', 'Password must contain at least one special character'],
  ])('%s: %s', (password, message) => {
    expect(passwordProblems(password)).toEqual([message])
  })
  it('lists every broken rule, and a mismatched confirmation last', () => {
    expect(checkNewPassword('abc', 'abd')).toEqual([
      'Password must be at least 12 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      'Passwords do not match',
    ])
  })
})

describe('sanitizeText', () => {
  it.each([
    ['<script>alert(1)</script>Jane', 'scriptalert(1)/scriptJane'],
    ['Jane "JJ" O\'Neil', 'Jane JJ ONeil'],
    ['javascript:alert(1)', 'alert(1)'],
    ['<img src=x onerror=alert(1)>', 'img src=x alert(1)'],
    ['Tom &amp; Jerry &#60;b&#x3e;', 'Tom  Jerry b'],
    ['bell\u0007and\u0000null', 'bellandnull'],
    ['  padded  ', 'padded'],
  ])('cleans %j', (input, output) => expect(sanitizeText(input)).toBe(output))
  it('keeps at most 1,000 characters', () => {
    expect(sanitizeText('a'.repeat(1200))).toHaveLength(1000)
  })
  it('keeps line breaks in notes', () => {
    expect(sanitizeText('line one\nline two')).toBe('line one\nline two')
  })
})

describe('the email rule', () => {
  it.each(['jane@example.com', 'j.doe+lots@mail.example.org'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  )
  it.each(['jane', 'jane@example', 'jane@example.c', 'jane doe@example.com', '@example.com'])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  )
})

describe('allowance and credits (spec §6)', () => {
  const profile = (overrides: Partial<CreditsProfile>): CreditsProfile => ({
    subscriptionTier: 'basic',
    subscriptionStatus: null,
    legacyTier: null,
    monthlyReportsUsed: 0,
    bonusCredits: 0,
    ...overrides,
  })

  // Every tier × status × legacy combination: [allowance shown, credits with none used].
  const expected: Record<string, [number, number]> = {
    'basic/active/none': [0, 0],
    'basic/inactive/none': [0, 0],
    'basic/active/pro': [2, 2],
    'basic/inactive/pro': [2, 2],
    'basic/active/pro_legacy': [2, 2],
    'basic/inactive/pro_legacy': [2, 2],
    'pro/active/none': [2, 2],
    'pro/inactive/none': [0, 0],
    'pro/active/pro': [2, 2],
    'pro/inactive/pro': [2, 2],
    'pro/active/pro_legacy': [2, 2],
    'pro/inactive/pro_legacy': [2, 2],
    // The specialist quirk: shown 1, counted 0 (even with a legacy pro tier).
    'specialist/active/none': [1, 0],
    'specialist/inactive/none': [0, 0],
    'specialist/active/pro': [2, 0],
    'specialist/inactive/pro': [2, 0],
    'specialist/active/pro_legacy': [2, 0],
    'specialist/inactive/pro_legacy': [2, 0],
  }
  for (const tier of SUBSCRIPTION_TIERS) {
    for (const status of ['active', 'inactive'] as const) {
      for (const legacy of [null, ...LEGACY_TIERS]) {
        const key = `${tier}/${status}/${legacy ?? 'none'}`
        it(`${key}: allowance ${expected[key]?.[0]}, credits ${expected[key]?.[1]}`, () => {
          const subject = profile({
            subscriptionTier: tier,
            subscriptionStatus: status === 'active' ? 'active' : 'canceled',
            legacyTier: legacy,
          })
          expect([monthlyAllowance(subject), creditsRemaining(subject)]).toEqual(expected[key])
        })
      }
    }
  }

  it('shows monthly reports as used/allowance, and "None" where the tier has no allowance', () => {
    expect(monthlyReportsStat(1, 2)).toEqual({ value: '1/2', note: null })
    expect(monthlyReportsStat(0, 1)).toEqual({ value: '0/1', note: null })
    expect(monthlyReportsStat(0, 0)).toEqual({
      value: 'None',
      note: 'Your plan has no monthly reports',
    })
    // A plan that lapsed mid-month still says what it used.
    expect(monthlyReportsStat(2, 0)).toEqual({
      value: 'None',
      note: 'Your plan has no monthly reports; 2 used this month',
    })
  })

  it('adds bonus credits, subtracts reports used, and never goes below zero', () => {
    const pro = profile({ subscriptionTier: 'pro', subscriptionStatus: 'active' })
    expect(creditsRemaining({ ...pro, bonusCredits: 3, monthlyReportsUsed: 1 })).toBe(4)
    expect(creditsRemaining({ ...pro, monthlyReportsUsed: 5 })).toBe(0)
    expect(
      creditsRemaining(
        profile({ subscriptionTier: 'specialist', subscriptionStatus: 'active', bonusCredits: 2 }),
      ),
    ).toBe(2)
  })

  it('names the paid plan a profile has only while it is active, whatever its legacy tier', () => {
    const plan = (overrides: Partial<CreditsProfile>) => activePlan(profile(overrides))
    expect(plan({ subscriptionTier: 'pro', subscriptionStatus: 'active' })).toBe('pro')
    expect(plan({ subscriptionTier: 'specialist', subscriptionStatus: 'active' })).toBe(
      'specialist',
    )
    expect(plan({ subscriptionTier: 'pro', subscriptionStatus: 'canceled' })).toBe(null)
    expect(plan({ subscriptionStatus: 'active', legacyTier: 'pro' })).toBe(null)
  })
})

describe('tier labels', () => {
  it.each([
    ['basic', null, 'Basic User'],
    ['pro', null, 'Pro User'],
    ['pro', 'pro_legacy', 'Pro User (Legacy)'],
    ['basic', 'pro', 'Basic User (Legacy)'],
    ['specialist', null, 'Specialist User'],
  ] as const)('%s with legacy %s is %s', (tier, legacy, label) =>
    expect(tierLabel(tier, legacy)).toBe(label),
  )
})

describe('permissions', () => {
  const user = { id: 'u1', isAdmin: false }
  const admin = { id: 'a1', isAdmin: true }
  const own = { userId: 'u1' }
  const theirs = { userId: 'u2' }
  it.each([
    [null, 'read:report', own, false],
    [user, 'read:report', own, true],
    [user, 'read:report', theirs, false],
    [user, 'update:report', own, true],
    [user, 'update:report', theirs, false],
    [user, 'delete:report', own, false],
    [user, 'publish:report', own, false],
    [admin, 'update:report', theirs, true],
    [admin, 'delete:report', theirs, true],
    [admin, 'publish:report', theirs, true],
    [user, 'read:outbox', undefined, false],
    [admin, 'read:outbox', undefined, true],
    [null, 'read:site_setting', undefined, true],
  ] as const)('%o %s %o → %s', (actor, permission, resource, allowed) => {
    expect(can(actor, permission, resource)).toBe(allowed)
  })

  it('grants every report only to admins', () => {
    expect(canOnAny(user, 'read:report')).toBe(false)
    expect(canOnAny(admin, 'read:report')).toBe(true)
    expect(canOnAny(null, 'read:report')).toBe(false)
  })

  it('refuses with the words the person should read, and lets allowed actions through', () => {
    expect(() => assertCan(user, 'update:report', theirs)).toThrow(
      new AppError('FORBIDDEN', "You don't have permission to edit this report"),
    )
    expect(() => assertCan(user, 'delete:report', own)).toThrow('Only admins can delete reports')
    expect(() => assertCan(null, 'read:outbox')).toThrow('Admin authentication required')
    expect(() => assertCan(user, 'update:report', own)).not.toThrow()
    expect(() => assertCan(admin, 'delete:report', theirs)).not.toThrow()
  })

  it('lists what each role may do, with its scope, from the same table', () => {
    expect(grantsOf('visitor')).toEqual([{ permission: 'read:site_setting', scope: 'any' }])
    expect(grantsOf('user')).toContainEqual({ permission: 'update:report', scope: 'own' })
    const adminGrants = grantsOf('admin')
    for (const { permission, scope } of adminGrants) {
      expect(PERMISSIONS).toContain(permission)
      expect(can(admin, permission, theirs)).toBe(scope === 'any')
    }
  })
})

describe('session error messages', () => {
  it.each([
    [
      new AppError('UNAUTHENTICATED', 'Auth session missing!'),
      'Session expired. Please log in again.',
    ],
    [new AppError('FORBIDDEN', 'Admin authentication required'), null],
    [new Error('Network down'), null],
  ])('%o → %s', (error, message) => expect(sessionErrorMessage(error)).toBe(message))
})

describe('a phone number as the sign-in identifier', () => {
  it.each([
    ['(213) 555-0142', '+12135550142'],
    ['213-555-0142', '+12135550142'],
    ['1 213 555 0142', '+12135550142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %s as %s', (typed, e164) => {
    expect(phoneNumberFrom(typed)).toBe(e164)
  })

  it.each(['ana@example.com', '555-0142', '+1', 'call 213 555 0142'])(
    'does not read %s as one',
    (typed) => {
      expect(phoneNumberFrom(typed)).toBeNull()
    },
  )
})
