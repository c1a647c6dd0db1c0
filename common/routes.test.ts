import { describe, expect, it } from 'vitest'
import {
  findRedirect,
  isNoIndexPath,
  isOpenAppPath,
  isProtectedPath,
  safeReturnPath,
} from './routes.ts'

describe('findRedirect', () => {
  it.each([
    ['/sb79', '/sb-79'],
    ['/sb1211', '/sb-1211'],
    ['/ab1287', '/ab-1287'],
    ['/ab2011', '/ab-2011'],
    ['/plans', '/pricing'],
    ['/plans/', '/pricing'],
    ['/report/v2/abc-123', '/report/abc-123'],
    ['/edit-report/v2/abc-123', '/edit-report/abc-123'],
  ])('sends %s permanently to %s', (from, to) => {
    expect(findRedirect(from)).toEqual({ to, permanent: true })
  })

  it.each(['/report', '/edit-report', '/secure-view-report', '/report/v2', '/edit-report/v2'])(
    'sends %s, which lacks a report id, to /reports',
    (from) => {
      expect(findRedirect(from)).toEqual({ to: '/reports', permanent: false })
    },
  )

  it('sends /checkout without a product to /pricing', () => {
    expect(findRedirect('/checkout')).toEqual({ to: '/pricing', permanent: false })
  })

  it.each(['/', '/sb-79', '/report/abc', '/reports', '/profile'])('leaves %s alone', (path) => {
    expect(findRedirect(path)).toBeNull()
  })
})

describe('isNoIndexPath', () => {
  it.each([
    '/login',
    '/password-reset',
    '/reset-password',
    '/profile',
    '/plans',
    '/reports',
    '/reports/v2',
    '/report/abc',
    '/edit-report/abc',
    '/secure-view-report/abc',
    '/checkout/single_family',
    '/admin/reports',
    '/admin',
  ])('keeps %s out of search engines', (path) => {
    expect(isNoIndexPath(path)).toBe(true)
  })

  it.each([
    '/',
    '/pricing',
    '/about',
    '/blog',
    '/blog/some-post',
    '/sb-79',
    '/reportsx',
    '/administer',
  ])('lets search engines index %s', (path) => {
    expect(isNoIndexPath(path)).toBe(false)
  })
})

describe('isProtectedPath', () => {
  it.each([
    '/profile',
    '/reports',
    '/reports/v2',
    '/report/1',
    '/checkout/p',
    '/admin/reports',
    '/edit-report/1',
    '/secure-view-report/1',
  ])('%s needs a session', (path) => expect(isProtectedPath(path)).toBe(true))
  it.each(['/', '/login', '/report', '/report/1/extra', '/admin'])(
    '%s is not a protected page',
    (path) => expect(isProtectedPath(path)).toBe(false),
  )
})

describe('share links', () => {
  it('are opened by anyone, kept out of search engines, and need a token', () => {
    expect(isOpenAppPath('/shared/abc')).toBe(true)
    expect(isOpenAppPath('/unsubscribe/abc.def.ghi')).toBe(true)
    expect(isProtectedPath('/shared/abc')).toBe(false)
    expect(isNoIndexPath('/shared/abc')).toBe(true)
    expect(isOpenAppPath('/shared')).toBe(false)
    expect(isOpenAppPath('/shared/abc/more')).toBe(false)
  })
})

describe('safeReturnPath', () => {
  it('accepts a path on this site', () =>
    expect(safeReturnPath('/report/1?tab=2')).toBe('/report/1?tab=2'))
  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'profile'])(
    'refuses %s',
    (candidate) => expect(safeReturnPath(candidate)).toBeNull(),
  )
})
