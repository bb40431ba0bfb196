// ESLint flat config: typed rules for every workspace (typescript-eslint, project service).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { readdirSync } from 'node:fs';

/** The web app's feature folders: each may import only itself (plus components/, lib/, config/). */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const FEATURE_MESSAGE =
  'A feature never imports another feature; compose them in web/src/app/routes.';
const SHARED_MESSAGE = 'components/ and lib/ are shared: they never import features/ or app/.';
const ADMIN_MESSAGE =
  'Storefront code never imports the admin console (nor app/, which lazy-loads it).';
const PUBLIC_FACE_MESSAGE =
  "The admin console uses a feature only through its public face (`@/features/X`, the feature's " +
  'index.ts); a widget both need lives in components/.';
const BFF_LAYERS_MESSAGE =
  'The upstream/ layer sits below the GraphQL server: it never imports resolvers/, the schema, the ' +
  'Apollo server, the app, the request context or the generated resolver types.';

/** `*` repeated `depth` times, joined by `/`: the folders between a feature's root and a file. */
const folders = (depth) => Array.from({ length: depth }, () => '*/').join('');

/**
 * One block per feature and folder depth: a file `depth` folders under web/src/features/X may import
 * neither `@/features/Y` nor a relative path climbing out of X (`depth + 1` or more `../`).
 */
const featureZones = webFeatures.flatMap((feature) =>
  [0, 1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/${feature}/${folders(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^@/features/(?!${feature}(/|$))`, message: FEATURE_MESSAGE },
            { regex: `^(\\.\\./){${depth + 1},}`, message: FEATURE_MESSAGE },
            { regex: '^@/(admin|app)(/|$)', message: ADMIN_MESSAGE },
          ],
        },
      ],
    },
  })),
);

/** Import paths of api route modules: `routes.ts`, `*-routes.ts`, anything under a `routes/` folder. */
const API_ROUTE_MODULE = '(^|/)(routes/|([\\w-]+-)?routes\\.js$)';
const API_ROUTE_MESSAGE =
  'Only route modules (routes.ts, *-routes.ts, admin/routes/) and app.ts import route modules; ' +
  'move what is shared down into the feature (service, dto, messages).';
const API_DB_MESSAGE =
  'api/src/db is the floor: it never imports a feature (accounts, admin, books, catalog, files, forms, mail, orders).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '.data/**',
      '**/.data/**',
      'e2e/artifacts/**',
      'coverage/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The client preset's babel optimizer (web/vite.config.ts) imports each document as
      // `<Name>Document` / `<Name>FragmentDoc` into the file of its graphql() call: a constant of
      // that name there would be declared twice and break the build.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[id.name=/(Document|FragmentDoc)$/][init.callee.name='graphql']",
          message:
            'Name a graphql() constant after its role (e.g. cartQuoteQuery): the build imports the generated <Name>Document under that name.',
        },
      ],
    },
  },
  // Boundaries the linter keeps (issue 15): features never import other features; components/ and
  // lib/ never import features/ or app/; storefront code never imports the admin console; the
  // admin console uses features only through their public faces (issue 28); the bff's domain/
  // imports nothing of the service and its upstream/ nothing of the GraphQL server above it
  // (issue 28). Pages combining features live in app/routes/.
  // ESLint's own no-restricted-imports, one block per zone (a file gets the last block it matches).
  ...featureZones,
  {
    files: ['web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)(/|$)', message: SHARED_MESSAGE },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: SHARED_MESSAGE },
            { regex: '^(@|(\\.\\./)+)/?admin(/|$)', message: ADMIN_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/[^/]+/', message: PUBLIC_FACE_MESSAGE },
            { regex: '^(\\.\\./)+features(/|$)', message: PUBLIC_FACE_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['bff/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'The bff domain/ is pure: it imports nothing of the service.',
            },
          ],
        },
      ],
    },
  },
  // The api's layers (issue 28): feature slices over a platform floor. Modules that are not route
  // plugins never import route modules (app.ts composes them); db/ imports no feature (db/seed,
  // which fills the database through the account service, sits above them and is left out).
  {
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/app.ts',
      'api/src/**/routes.ts',
      'api/src/**/*-routes.ts',
      'api/src/**/routes/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: API_ROUTE_MODULE, message: API_ROUTE_MESSAGE }] },
      ],
    },
  },
  {
    files: ['api/src/db/**/*.ts'],
    ignores: ['api/src/db/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: API_ROUTE_MODULE, message: API_ROUTE_MESSAGE },
            {
              regex: '^(\\.\\./)+(accounts|admin|books|catalog|files|forms|mail|orders)(/|$)',
              message: API_DB_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['bff/src/upstream/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(resolvers|__generated__)(/|$)|^(\\.\\./)+(schema|graphql|app|server|context)\\.js$',
              message: BFF_LAYERS_MESSAGE,
            },
            { regex: '^@apollo/server(/|$)', message: BFF_LAYERS_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // GraphQL files: graphql-eslint's parser against schema.graphql; the typed TS rules do not apply.
  {
    files: ['**/*.{graphql,gql}'],
    ...tseslint.configs.disableTypeChecked,
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      '@typescript-eslint/consistent-type-imports': 'off',
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: {
        projectService: false,
        graphQLConfig: { schema: `${import.meta.dirname}/schema.graphql` },
      },
    },
  },
  // The schema contract: described, consistently named, every type reachable, valid SDL.
  {
    files: ['schema.graphql'],
    rules: {
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
          DirectiveDefinition: true,
        },
      ],
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
        },
      ],
      '@graphql-eslint/no-unreachable-types': 'error',
      '@graphql-eslint/known-type-names': 'error',
      '@graphql-eslint/unique-type-names': 'error',
      '@graphql-eslint/known-directives': 'error',
      '@graphql-eslint/known-argument-names': 'error',
      '@graphql-eslint/unique-field-definition-names': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/unique-argument-names': 'error',
      '@graphql-eslint/lone-schema-definition': 'error',
      '@graphql-eslint/unique-operation-types': 'error',
      '@graphql-eslint/no-hashtag-description': 'error',
    },
  },
);
