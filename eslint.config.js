// Lint: correctness rules plus the one-way import rules of docs/architecture.md
// (scripts/lint/import-boundaries.js).
// Formatting is Prettier's job (`npm run lint` runs both).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importBoundaries } from './scripts/lint/import-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.react-router/',
      '.data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['web/public/sw.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['web/**/*.tsx', 'web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Settings are parsed once, in server/env.ts (and web/env.ts for the browser).
    files: ['engine/**', 'proforma/**', 'common/**', 'content/**', 'server/**', 'web/**'],
    ignores: ['server/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from server/env.ts.' },
      ],
    },
  },
  {
    // Sonner is fetched after a page is up, through web/lib/toast.ts (decision 695).
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/toast.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'sonner', message: 'Raise toasts with `toast` from web/lib/toast.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { lotwise: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'lotwise/import-boundaries': 'error' },
  },
)
