// ESLint flat config: typed rules for every workspace (typescript-eslint, project service).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';

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
