// Every cached report query starts with this key, so a change to any report refreshes them all.
export const REPORTS_KEY = ['reports'] as const
