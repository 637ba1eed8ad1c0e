import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components are written in TSX and the site's tsconfig leaves JSX to the bundler; tests compile it to React's runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    environment: 'node',
    projects: [
      {
        // Pure checks of the sources, configuration and plugins: they pass on a fresh clone, with no build/.
        extends: true,
        test: {name: 'unit', include: ['tests/unit/**/*.test.ts', 'packages/*/tests/**/*.test.ts']},
      },
      {
        // Checks of the production build in build/: `npm run build:checked` must have run. Several walk every built
        // page (about 5 s on an idle machine), hence the longer timeout.
        extends: true,
        test: {name: 'build', include: ['tests/build/**/*.test.ts'], globalSetup: ['tests/support/requireBuild.ts'], testTimeout: 30_000},
      },
    ],
  },
});
