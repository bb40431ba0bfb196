/**
 * Property-based fuzzing of the GraphQL schema (issue 13 "Bad input"), over real HTTP to the bff in
 * front of a real api. Every field that can be asked for at the top of an operation — the root
 * Query and Mutation fields and those under the admin wrappers (`admin { … }`,
 * `admin { catalog { … } }`) — is sent with fast-check arguments and a selection set generated from
 * the schema three object levels deep, every nested field with arguments getting generated
 * arguments too (limits, huge and out-of-range ints, strings with control characters), as typed
 * variables; as a visitor, as the demo trade customer and as the demo admin.
 * Properties: never a 5xx; every error carries a known code (never INTERNAL_SERVER_ERROR); `data`
 * has exactly the selection's shape and types. Bounded: RUNS examples per field, fixed seed.
 * Fields taking an Upload are covered by the upload tests, except the catalog import, fuzzed here
 * with generated ZIPs whose CSV cells are hostile (issue 23); then every CSV download of the bff.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import {
  buildSchema,
  getNamedType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogZip, formulaCells } from '../../api/test/catalog-zip-fuzz.js';
import { KNOWN_ERROR_CODES } from '../src/graphql.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, tokenOf } from './helpers/admin-client.js';
import {
  fieldNode,
  needsUpload,
  printOperation,
  shapeProblems,
  type FieldNode,
} from './helpers/graphql-fuzz.js';
import { startStack, type Stack } from './helpers/real-stack.js';

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/**
 * Examples per field, the object levels generated under it, and the seed (fixed: reproducible).
 * FUZZ_RUNS and FUZZ_SEED override them for a longer exploration by hand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const DEPTH = 3;
const SEED = Number(process.env.FUZZ_SEED ?? 1313);

type Role = 'visitor' | 'customer' | 'admin';

/** A field to fuzz: the operation kind, the wrapper fields above it, and the field. */
interface Target {
  kind: 'query' | 'mutation';
  wrappers: GraphQLField<unknown, unknown>[];
  field: GraphQLField<unknown, unknown>;
}

/** An argument-less field whose type only groups operations (AdminQuery, AdminCatalogMutation…). */
function isWrapper(field: GraphQLField<unknown, unknown>): boolean {
  const named = getNamedType(field.type);
  return field.args.length === 0 && isObjectType(named) && /(Query|Mutation)$/.test(named.name);
}

/** Every field under `type` (through wrappers), Upload fields left out. */
function targetsOf(
  kind: Target['kind'],
  type: GraphQLObjectType,
  wrappers: Target['wrappers'] = [],
): Target[] {
  return Object.values(type.getFields()).flatMap((field) => {
    if (field.args.some((a) => needsUpload(a.type))) return [];
    if (isWrapper(field)) {
      return targetsOf(kind, getNamedType(field.type) as GraphQLObjectType, [...wrappers, field]);
    }
    return [{ kind, wrappers, field }];
  });
}

/** Who sends a target: mostly the admin under the admin wrappers, anyone elsewhere. */
function roleFor(target: Target): fc.Arbitrary<Role> {
  return target.wrappers.length > 0
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant<Role>('admin') },
        { weight: 1, arbitrary: fc.constantFrom<Role>('visitor', 'customer') },
      )
    : fc.constantFrom<Role>('visitor', 'customer', 'admin');
}

/** The target node inside its wrappers, as the root's selection. */
function wrap(wrappers: Target['wrappers'], node: FieldNode): FieldNode {
  return wrappers.reduceRight<FieldNode>(
    (inner, field) => ({ field, args: [], children: [inner] }),
    node,
  );
}

describe('GraphQL fuzzing (fast-check, schema-driven selections)', () => {
  let stack: Stack;
  const auth: Record<Role, Record<string, string>> = { visitor: {}, customer: {}, admin: {} };
  /** Account ids of the demo customer and admin. */
  const signedInIds = new Set<string>();

  /** Signs the demo customer in through the bff (cookie) and the demo admin at the api (bearer). */
  async function signIn() {
    const login = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id } } }',
        variables: { e: DEMO_CUSTOMER.email, p: DEMO_CUSTOMER.password },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie, 'the demo customer signs in').not.toBe('');
    auth.customer = { cookie };
    auth.admin = { authorization: `Bearer ${await tokenOf(stack, DEMO_ADMIN)}` };
    for (const role of ['customer', 'admin'] as const) {
      const viewer = await fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth[role] },
        body: JSON.stringify({ query: '{ viewer { id } }' }),
      });
      const id = ((await viewer.json()) as { data?: { viewer?: { id: string } } }).data?.viewer?.id;
      expect(id, `the demo ${role}'s id`).toBeDefined();
      signedInIds.add(id!);
    }
  }

  beforeAll(async () => {
    // TRUST_PROXY: each generated request comes from its own address, and the per-account limits
    // are raised, so that mutation limits and sign-in throttles do not hide the resolvers.
    stack = await startStack({
      bffEnv: { TRUST_PROXY: 'true', MUTATIONS_PER_MINUTE: '100000' },
      dirPrefix: 'serena-fuzz-',
    });
    await signIn();
  }, 120_000);
  afterAll(async () => stack?.close());

  it('answers generated arguments and selections of every field without a 5xx, an unknown error code or a wrong shape', async () => {
    const targets = [
      ...targetsOf('query', schema.getQueryType()!),
      ...targetsOf('mutation', schema.getMutationType()!),
    ];
    const problems: string[] = [];
    let requests = 0;
    let answered = 0;
    for (const target of targets) {
      await fc
        .assert(
          fc.asyncProperty(fieldNode(target.field, DEPTH), roleFor(target), async (node, role) => {
            // The fuzz never blocks the accounts it signs in with (an admin may block any
            // account, its own too): that would only shut the following examples out.
            fc.pre(
              !(
                target.field.name === 'blockAccount' &&
                node.args.some((a) => a.name === 'id' && signedInIds.has(String(a.value)))
              ),
            );
            requests += 1;
            const root = wrap(target.wrappers, node);
            const { query, variables } = printOperation(target.kind, [], root);
            const res = await fetch(`${stack.bffUrl}/graphql`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `198.18.${Math.floor(requests / 250)}.${requests % 250}`,
                ...auth[role],
              },
              body: JSON.stringify({ query, variables }),
            });
            const body = (await res.json().catch(() => ({}))) as {
              data?: Record<string, unknown> | null;
              errors?: { message: string; extensions?: { code?: string } }[];
            };
            const found: string[] = [];
            if (res.status >= 500) found.push(`HTTP ${res.status}`);
            for (const error of body.errors ?? []) {
              const code = error.extensions?.code;
              if (!code || !KNOWN_ERROR_CODES.has(code)) {
                found.push(`error code ${code}: ${error.message.slice(0, 120)}`);
              }
            }
            if (body.data == null) {
              if (!body.errors?.length) found.push('no data and no errors');
            } else {
              answered += 1;
              found.push(
                ...shapeProblems(
                  root.field.type,
                  root.children,
                  body.data[root.field.name],
                  `data.${root.field.name}`,
                ),
              );
            }
            if (found.length > 0) {
              problems.push(
                `${role} ${query.slice(0, 300)} ${JSON.stringify(variables).slice(0, 200)} -> ${found.join('; ')}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
      // logout ends the api session of whoever sent it: sign in again for the next fields.
      if (target.field.name === 'logout') await signIn();
    }
    console.log(`fuzzed ${targets.length} fields with ${requests} requests, ${answered} with data`);
    expect(targets.length).toBeGreaterThan(60);
    // Most answers come from the resolvers, not from variable coercion or the cost limit.
    expect(answered).toBeGreaterThan(requests / 3);
    expect(problems).toEqual([]);
  }, 120_000);

  it('imports generated catalog ZIPs and serves every CSV download without a 5xx or a formula cell', async () => {
    const IMPORT = `mutation($file: Upload, $dryRun: Boolean!) { admin { catalog {
      importCatalog(file: $file, dryRun: $dryRun) { report { dryRun } problems { file line column message }
      userErrors { message code } } } } }`;
    const problems: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(catalogZip, fc.boolean(), async (zip, dryRun) => {
          const form = new FormData();
          form.set(
            'operations',
            JSON.stringify({ query: IMPORT, variables: { file: null, dryRun } }),
          );
          form.set('map', JSON.stringify({ 0: ['variables.file'] }));
          form.set(
            '0',
            new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
            'catalog.zip',
          );
          const res = await fetch(`${stack.bffUrl}/graphql`, {
            method: 'POST',
            headers: { 'apollo-require-preflight': 'true', ...auth.admin },
            body: form,
          });
          const body = (await res.json().catch(() => ({}))) as {
            errors?: { message: string; extensions?: { code?: string } }[];
          };
          const found = res.status >= 500 ? [`HTTP ${res.status}`] : [];
          for (const e of body.errors ?? []) {
            if (!KNOWN_ERROR_CODES.has(e.extensions?.code ?? '')) found.push(e.message);
          }
          if (found.length > 0) problems.push(`importCatalog -> ${found.join('; ')}`);
          return found.length === 0;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      )
      .catch(() => undefined);
    expect(problems).toEqual([]);

    const month = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      timeZone: 'Europe/Dublin',
    })
      .format(new Date())
      .slice(0, 7);
    // The customer signs in again (the field fuzz may have ended the session).
    await signIn();
    for (const [path, role] of [
      ['/documents/price-list.csv', 'customer'],
      [`/documents/statements/${month}.csv`, 'customer'],
    ] as const) {
      const res = await fetch(`${stack.bffUrl}${path}`, { headers: auth[role] });
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, formulaCells(await res.text())]).toEqual([path, []]);
    }
    const csv = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth.admin },
      body: JSON.stringify({ query: '{ admin { ordersCsv { content } } }' }),
    });
    const content = ((await csv.json()) as { data: { admin: { ordersCsv: { content: string } } } })
      .data.admin.ordersCsv.content;
    expect(formulaCells(content)).toEqual([]);
    const zip = await fetch(`${stack.bffUrl}/documents/admin/catalog.zip`, { headers: auth.admin });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    for (const [file, bytes] of Object.entries(files)) {
      if (file.endsWith('.csv')) expect([file, formulaCells(strFromU8(bytes))]).toEqual([file, []]);
    }
    // Generated statement file names never answer a 5xx.
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (name) => {
        const res = await fetch(
          `${stack.bffUrl}/documents/statements/${encodeURIComponent(name)}.csv`,
          { headers: auth.customer },
        );
        return res.status < 500;
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);
});
