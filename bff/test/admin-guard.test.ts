/**
 * The admin guard, generated from the schema (issue 9): for EVERY field of AdminQuery and
 * AdminMutation, an operation is built with dummy arguments made from the argument types, and a
 * visitor must get UNAUTHENTICATED and the demo trade customer FORBIDDEN — so an admin field can
 * not be added unguarded. Real api (PGlite, demo seed) and bff over HTTP.
 */
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../src/schema.js';
import { STAFF_ROLES, staffMay, type StaffRole } from '@serena/domain';
import { ADMIN_FIELD_PERMISSIONS } from '../src/resolvers/admin/permissions.js';
import { adminGql, DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import { staffToken } from './helpers/staff.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/** A GraphQL literal of a dummy value of `type` (required input fields filled in, lists of one). */
export function dummyValue(type: GraphQLInputType): string {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) {
    // A list of uploads can only be filled by a multipart request: the empty list stands in.
    return getNamedType(type).name === 'Upload' ? '[]' : `[${dummyValue(type.ofType)}]`;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{${fields.map((f) => `${f.name}: ${dummyValue(f.type)}`).join(', ')}}`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'ID':
        return '"1"';
      case 'String':
        return '"x"';
      case 'Upload':
        return 'null';
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

/** True for a namespace type under admin (e.g. AdminCatalogQuery): an object type whose fields are the real operations. */
function isNamespace(field: GraphQLField<unknown, unknown>): boolean {
  const returned = getNamedType(field.type);
  return (
    field.args.length === 0 &&
    isObjectType(returned) &&
    /^Admin\w+(Query|Mutation)$/.test(returned.name)
  );
}

/**
 * The operation calling one admin field with every argument, selecting `__typename`; `path` are
 * the namespace fields between `admin` and the field (e.g. ['catalog']).
 */
export function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  path: readonly string[] = [],
) {
  const args = field.args.map((a) => `${a.name}: ${dummyValue(a.type)}`).join(', ');
  const call = args ? `${field.name}(${args})` : field.name;
  const returned = getNamedType(field.type);
  const selection = isObjectType(returned) ? ' { __typename }' : '';
  const inner = path.reduceRight((body, name) => `${name} { ${body} }`, `${call}${selection}`);
  return `${kind} { admin { ${inner} } }`;
}

/** Every field under `type`, recursing into namespaces, with the namespace path to it. */
function leafFields(
  type: GraphQLObjectType,
  path: readonly string[],
): { field: GraphQLField<unknown, unknown>; path: readonly string[]; parent: string }[] {
  return Object.values(type.getFields()).flatMap((field) => {
    const returned = getNamedType(field.type);
    return isNamespace(field) && isObjectType(returned)
      ? leafFields(returned, [...path, field.name])
      : [{ field, path, parent: type.name }];
  });
}

function adminFields(type: GraphQLObjectType | null | undefined, root: string) {
  const namespace = type?.getFields().admin;
  const named = namespace ? getNamedType(namespace.type) : undefined;
  if (!isObjectType(named)) throw new Error(`${root}.admin is missing from the schema`);
  return leafFields(named, []);
}

/** The types reachable only through the admin namespaces (every type named Admin*, and theirs). */
function adminOnlyTypes(): Set<string> {
  const seen = new Set<string>();
  const visit = (type: GraphQLObjectType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isObjectType(named) && named.name.startsWith('Admin')) visit(named);
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    const named = root ? getNamedType(root.getFields().admin?.type) : undefined;
    if (isObjectType(named)) visit(named);
  }
  return seen;
}

const cases = [
  ...adminFields(schema.getQueryType(), 'Query').map((f) => ['query', f] as const),
  ...adminFields(schema.getMutationType(), 'Mutation').map((f) => ['mutation', f] as const),
];

describe('every admin field is guarded (generated from schema.graphql)', () => {
  let stack: Stack;
  let customerToken: string;
  beforeAll(async () => {
    // One customer and one visitor send every admin mutation within a minute: more than the
    // default per-minute mutation limits (30 and 20), which are not what this test is about.
    stack = await startStack({
      dirPrefix: 'serena-admin-guard-',
      bffEnv: { MUTATIONS_PER_MINUTE: '1000', VISITOR_MUTATIONS_PER_MINUTE: '1000' },
    });
    customerToken = await tokenOf(stack, DEMO_CUSTOMER);
  }, 60_000);
  afterAll(async () => stack?.close());

  it('covers the whole admin section, namespaces included', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    const names = cases.map(([, c]) => [...c.path, c.field.name].join('.'));
    expect(names).toEqual(expect.arrayContaining(['catalog.products', 'catalog.createProduct']));
  });

  it('has no admin field outside the two namespaces', () => {
    const admin = adminOnlyTypes();
    expect(admin.has('AdminQuery') && admin.has('AdminMutation')).toBe(true);
    const outside = [schema.getQueryType()!, schema.getMutationType()!].flatMap((root) =>
      Object.values(root.getFields())
        .filter((f) => f.name !== 'admin')
        .filter((f) => /^admin/i.test(f.name) || admin.has(getNamedType(f.type).name))
        .map((f) => `${root.name}.${f.name}`),
    );
    expect(outside).toEqual([]);
  });

  it.each(['query', 'mutation'])('the %s namespace itself is guarded', async (kind) => {
    const operation = `${kind} { admin { __typename } }`;
    expect((await adminGql(stack, operation)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const customer = await adminGql(stack, operation, {}, customerToken);
    expect(customer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(customer.data ?? null).toBeNull();
  });

  it.each(
    cases.map(
      ([kind, c]) => [`${kind} admin.${[...c.path, c.field.name].join('.')}`, kind, c] as const,
    ),
  )('%s: visitor UNAUTHENTICATED, trade customer FORBIDDEN', async (_name, kind, c) => {
    const operation = operationFor(kind, c.field, c.path);
    const visitor = await adminGql(stack, operation);
    expect(visitor.errors?.[0]?.extensions?.code, operation).toBe('UNAUTHENTICATED');
    expect(visitor.data ?? null).toBeNull();
    const customer = await adminGql(stack, operation, {}, customerToken);
    expect(customer.errors?.[0]?.extensions?.code, operation).toBe('FORBIDDEN');
    expect(customer.data ?? null).toBeNull();
  });

  it('lists every admin field in the staff permission table, and nothing else', () => {
    const fields = cases.map(([, c]) => `${c.parent}.${c.field.name}`);
    const namespaces = ['AdminQuery.catalog', 'AdminMutation.catalog'];
    const table = Object.keys(ADMIN_FIELD_PERMISSIONS);
    expect(fields.filter((key) => !table.includes(key))).toEqual([]);
    expect(table.filter((key) => !fields.includes(key) && !namespaces.includes(key))).toEqual([]);
  });

  describe.each(STAFF_ROLES)('as %s', (role: StaffRole) => {
    let token: string;
    beforeAll(async () => {
      token = await staffToken(stack, await tokenOf(stack, DEMO_ADMIN), role);
    }, 60_000);

    it('may use exactly the fields its permissions allow, FORBIDDEN on the rest', async () => {
      const failures: string[] = [];
      for (const [kind, c] of cases) {
        const need = ADMIN_FIELD_PERMISSIONS[`${c.parent}.${c.field.name}`];
        const may = need === null || (need !== undefined && staffMay(role, need));
        const answer = await adminGql(stack, operationFor(kind, c.field, c.path), {}, token);
        const codes = (answer.errors ?? []).map((e) => e.extensions?.code);
        const refused = codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED');
        if (may === refused) {
          failures.push(
            `${kind} ${c.parent}.${c.field.name}: ${role} got ${codes.join(',') || 'data'}`,
          );
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it('reads its own role and permissions', async () => {
      const answer = await adminGql<{
        admin: { viewer: { staffRole: string; permissions: string[] } };
      }>(stack, '{ admin { viewer { staffRole permissions } } }', {}, token);
      expect(answer.data?.admin.viewer.staffRole).toBe(role);
      expect(answer.data?.admin.viewer.permissions.length).toBeGreaterThan(0);
    });
  });
});
