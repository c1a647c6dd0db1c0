// A stray console.error or console.warn fails the test that caused it: unexpected errors must
// not scroll past unnoticed. A test that expects one spies on console itself.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

let errorSpy: MockInstance
let warnSpy: MockInstance

beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error')
  warnSpy = vi.spyOn(console, 'warn')
})

afterEach(() => {
  const calls = [...errorSpy.mock.calls, ...warnSpy.mock.calls]
  errorSpy.mockRestore()
  warnSpy.mockRestore()
  if (calls.length > 0) {
    throw new Error(
      `Unexpected console output:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    )
  }
})
