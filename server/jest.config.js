// Each kind of test is its own Jest project (house style 5): unit tests touch no I/O,
// int tests get a real PostgreSQL database of their own (see src/shared/testing).
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      target: 'es2023',
      keepClassNames: true,
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

const common = {
  rootDir: '..',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/server/src/shared/testing/reflect-metadata.setup.ts'],
};

export default {
  // A guard against hangs, not a speed check: argon2-heavy int tests on a busy two-core
  // machine took over 30 s (seen while other work ran), so it is generous.
  testTimeout: 90_000,
  // Int test files mostly wait on PostgreSQL, so three workers beat one even on two cores
  // (measured: about a quarter off the int run's wall time). Not more: each file opens
  // pools of up to 20 connections, and the machine's PostgreSQL allows 100 (npm run test:db).
  maxWorkers: 3,
  reporters: ['default', '<rootDir>/jest.skipped-reporter.js'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: [
        '<rootDir>/server/src/**/*.int.spec.ts',
        '<rootDir>/tests/api/**/*.int.spec.ts',
        '<rootDir>/tests/process/**/*.int.spec.ts',
      ],
      globalSetup: '<rootDir>/server/src/shared/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/shared/testing/global-teardown.ts',
    },
    {
      // The reliability suite (issue 13): run by `npm run test:reliability`, not by `npm test`.
      ...common,
      displayName: 'reliability',
      testMatch: ['<rootDir>/tests/reliability/**/*.rel.spec.ts'],
      globalSetup: '<rootDir>/server/src/shared/testing/global-setup.ts',
      globalTeardown: '<rootDir>/server/src/shared/testing/global-teardown.ts',
    },
  ],
};
