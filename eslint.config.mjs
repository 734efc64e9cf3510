import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** `describe(...)` / `test.describe(...)` (any modifier): a group of tests, not a function to size. */
function isDescribe(callee) {
  const names = [];
  for (let node = callee; node; node = node.object) {
    if (node.type === 'Identifier') names.push(node.name);
    else if (node.type === 'MemberExpression' && node.property.type === 'Identifier')
      names.push(node.property.name);
    if (node.type !== 'MemberExpression') break;
  }
  return names.includes('describe');
}

/**
 * No function over `max` lines of code (blank and comment lines aside), where the lines of JSX a
 * component returns do not count (a component with little logic and a long template is fine) and
 * the callbacks of describe blocks are groups, not functions. Nested functions count towards the
 * function around them, as in ESLint's own max-lines-per-function.
 */
const functionSize = {
  meta: { type: 'suggestion', schema: [{ type: 'object', properties: { max: { type: 'integer' } } }] },
  create(context) {
    const max = context.options[0]?.max ?? 60;
    const source = context.sourceCode;
    const functions = [];
    const jsxLines = new Set();
    const collect = (node) => {
      const call = node.parent;
      if (call?.type === 'CallExpression' && call.arguments.includes(node) && isDescribe(call.callee)) return;
      functions.push(node);
    };
    return {
      FunctionDeclaration: collect,
      FunctionExpression: collect,
      ArrowFunctionExpression: collect,
      'JSXElement, JSXFragment'(node) {
        for (let line = node.loc.start.line; line <= node.loc.end.line; line += 1) jsxLines.add(line);
      },
      'Program:exit'() {
        for (const node of functions) {
          const lines = new Set();
          for (const token of source.getTokens(node))
            for (let line = token.loc.start.line; line <= token.loc.end.line; line += 1)
              if (!jsxLines.has(line)) lines.add(line);
          if (lines.size > max) {
            const name = node.id?.name ?? node.parent?.id?.name ?? node.parent?.key?.name ?? 'function';
            context.report({
              node,
              message: `${name} has ${lines.size} lines of code (at most ${max}); split it.`,
            });
          }
        }
      },
    };
  },
};

const NO_UI = 'lib/ is below the UI: no React components or elements here; put them in components/.';

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
    // Sizes a newcomer can read: files up to 300 lines, functions up to 60 (see functionSize).
    plugins: { local: { rules: { 'function-size': functionSize } } },
    rules: {
      'local/function-size': ['error', { max: 60 }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // The layers: app → components → lib and content. Nothing imports upward, and lib (the code
    // below the UI) imports no content. The `import`
    // plugin and its TypeScript resolver (for the `@/` paths) come with eslint-config-next.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: ['./app', './components', './content'],
              message: 'lib/ is below the UI and the content: move the shared piece into lib/.',
            },
            {
              target: './components',
              from: './app',
              message: 'components/ are used by app/, never the other way round.',
            },
            {
              target: './content',
              from: ['./app', './components'],
              message: 'content/ is data: it may use lib/, never app/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ holds no UI: no JSX, nothing of react-dom, react-icons or Next's components. From React
    // only `cache()` (the per-request memo of the PocketBase reads); from next/image only its
    // types (lib/images/attributes.ts). Icons are components/icons. Tests may compare with them.
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'JSXElement, JSXFragment', message: NO_UI }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', allowImportNames: ['cache'], message: NO_UI },
            { name: 'next/image', allowTypeImports: true, message: NO_UI },
            ...['next/link', 'next/script', 'next/dynamic', 'next/form', 'next/head'].map((name) => ({
              name,
              message: NO_UI,
            })),
          ],
          patterns: [
            {
              group: [
                'react-dom',
                'react-dom/*',
                'react-icons',
                'react-icons/*',
                '@headlessui/*',
                'sonner',
                'swiper',
                'swiper/*',
              ],
              message: NO_UI,
            },
          ],
        },
      ],
    },
  },
  {
    // No module of the site reaches itself through its imports. Packages are not followed (their
    // exports are not read), which keeps the rule to seconds.
    files: ['app/**', 'components/**', 'lib/**', 'content/**'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Typed content and seed data are data, not code to read top to bottom.
    files: ['content/**', 'pocketbase/seed-data.mjs'],
    rules: { 'max-lines': 'off' },
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
    // The service worker `next build` bundles from lib/offline/sw.ts (next.config.ts).
    'public/sw.js',
  ]),
]);
