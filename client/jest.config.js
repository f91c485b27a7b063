// Client tests run in jsdom as native ESM (like the server's), compiled by SWC with the
// automatic JSX runtime. The server modules the client shares (the draw table, the password and
// username rules) are mapped exactly as Vite aliases them.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2023',
      transform: { react: { runtime: 'automatic' } },
      // The messages files are imported `with { type: 'json' }`, as Jest asks of native ESM.
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

export default {
  rootDir: '.',
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(ts|tsx)$': swc },
  moduleNameMapper: {
    '^@draws/draw-periods$': '<rootDir>/../server/src/draws/draw-periods.ts',
    '^@draws/prize-odds$': '<rootDir>/../server/src/draws/prizes/prize-odds.ts',
    '^@identity/password-policy$': '<rootDir>/../server/src/identity/passwords/password-policy.ts',
    '^@identity/username-policy$': '<rootDir>/../server/src/identity/username-policy.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Above the 5 s that findBy/waitFor may wait (setup-tests.ts), so theirs is the failure shown.
  testTimeout: 20_000,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
