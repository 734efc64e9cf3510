import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// next's recommended sets (core web vitals + TypeScript); formatting is Prettier's job.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // PocketBase's JS VM (goja) runs these: CommonJS require() and its own type reference.
    files: ['pocketbase/pb_hooks/**/*.js', 'pocketbase/pb_migrations/**/*.js'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/triple-slash-reference': 'off',
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next*/**',
    '**/.next/**',
    'node_modules/**',
    'playwright-report/**',
    'test-results*/**',
    'coverage/**',
    'next-env.d.ts',
    'pocketbase/pb_data/**',
    'pocketbase/.bin/**',
  ]),
]);
