// ESLint flat config: typed rules for every workspace (typescript-eslint, project service).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** The web app's feature folders: each may import only itself (plus components/, lib/, config/). */
const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Boundaries the linter keeps (issue 15): features never import other features; components/ and
  // lib/ never import features/ or app/; storefront code never imports the admin console; the
  // bff's domain/ imports nothing of the service. Pages combining features live in app/routes/.
  {
    files: ['web/src/**/*.{ts,tsx}', 'bff/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'bff/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; compose them in web/src/app/routes.',
            })),
            {
              target: ['./web/src/components', './web/src/lib'],
              from: ['./web/src/features', './web/src/app'],
              message: 'components/ and lib/ are shared: they never import features/ or app/.',
            },
            {
              target: ['./web/src/features', './web/src/components', './web/src/lib'],
              from: './web/src/admin',
              message: 'Storefront code never imports the admin console.',
            },
            {
              target: './bff/src/domain',
              from: './bff/src',
              except: ['./domain'],
              message: 'The bff domain/ is pure: it imports nothing of the service.',
            },
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
