// @ts-check
import js from '@eslint/js';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'protos/gen/**',
      '.homeward/**',
      '.cache/**',
      'frontend/dist/**',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Every regex must run in linear time: report text is hostile input (issue 23), and one backtracking
    // pattern on a long paragraph stalls the thread that runs it.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    files: ['scripts/**/*.ts', 'packages/local-stack/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
