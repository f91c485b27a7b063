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
  testTimeout: 30_000,
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
  ],
};
