import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,content,app,__tests__}/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^swiper/css.*$': '<rootDir>/jest.style-stub.js',
    '^next-intl/server$': '<rootDir>/jest.next-intl-server.ts',
    // file-type is ESM only; its buffer detector (core.js) is the part the site uses.
    '^file-type$': '<rootDir>/node_modules/file-type/core.js',
  },
};

// next/jest puts its own node_modules ignore first, so ESM packages are allowed on the
// resolved config, where they come after it.
const jestConfig = async () => ({
  ...(await createJestConfig(config)()),
  transformIgnorePatterns: [
    '/node_modules/(?!(swiper|ssr-window|dom7|next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|peek-readable|pocketbase)/)',
  ],
});

export default jestConfig;
