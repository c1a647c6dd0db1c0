export * from './auth.ts'
export * from './profiles.ts'
export * from './reports.ts'
export * from './site-settings.ts'
