const babel = { configFile: './babel.jest.config.js' };
const transform = { '^.+\\.[jt]sx?$': ['babel-jest', babel] };

/** Two projects: `unit` (pure logic and components, jsdom, HTTP mocked) and `cms` (a real Strapi on
 * a fresh SQLite file; no mocks). `npm test` runs both, then the browser suite (Playwright). */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/src/**/*.test.ts?(x)',
        '<rootDir>/cms/src/**/*.test.ts',
        // Pure property tests of the rules, beside the CMS tests whose input generators they share.
        '<rootDir>/cms/tests/**/*.property.test.ts',
        '<rootDir>/server/**/*.test.ts',
      ],
      transform,
      transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
      moduleNameMapper: {
        '\\.(css|scss)$': 'identity-obj-proxy',
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/__mocks__/file-mock.js',
      },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
      testEnvironmentOptions: { url: 'http://localhost/' },
    },
    {
      displayName: 'cms',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/cms/tests/**/*.test.ts', '<rootDir>/tests/integration/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.property\\.test\\.ts$'],
      transform,
    },
  ],
};
