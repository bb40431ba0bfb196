/**
 * Schema-driven generators and checks for the GraphQL fuzz test (issue 13 "Bad input"): fast-check
 * arbitraries for argument values of any input type (hostile strings with control characters, huge
 * and out-of-range numbers, enum values, nested input objects, nulls and omitted arguments where
 * allowed), whole operations whose selection sets are generated from the schema down to a bounded
 * depth (every field with arguments on the way gets generated arguments, as typed variables), and a
 * check that an answer's `data` has exactly the selection's shape and types.
 */
import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';

/** Strings a hostile client sends: control characters, escapes, paths, long and non-ASCII text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    '\u0000',
    'a\u0007b',
    '\u001b[0m',
    'x\u007f',
    'line\r\nbreak',
    '../x',
    '%00',
    '',
    ' ',
    '1',
    '-1',
    'Ω≈ç√',
    '😀',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ minLength: 300, maxLength: 400 }),
);

/** Int values: small, limits' edges, and the 32-bit extremes (out-of-range values are variables' errors). */
const intValue = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 60 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 100, 101, 1000, 2147483647, -2147483648) },
  { weight: 1, arbitrary: fc.constantFrom(2147483648, 1e15, 1.5) },
);

/** An arbitrary value for a GraphQL input type (null sometimes, where the type allows it). */
export function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return nonNullValue(type.ofType, depth);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary: nonNullValue(type, depth) },
  );
}

function nonNullValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: 2 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return intValue;
      case 'Float':
        return fc.oneof(
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(-0.5, 0, 1e308),
        );
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return fc.oneof(fc.constantFrom('1', '2', '999999', '-1', '0'), hostileText);
      default:
        return hostileText;
    }
  }
  return fc.constant(null);
}

/** True when an input type contains Upload anywhere (such fields are left to the upload tests). */
export function needsUpload(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'Upload') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => needsUpload(f.type, seen));
}

/** One selected field: its generated arguments (omitted ones absent) and its sub-selection. */
export interface FieldNode {
  field: GraphQLField<unknown, unknown>;
  args: { name: string; type: GraphQLInputType; value: unknown }[];
  /** Sub-selection of an object field (always with `__typename`); null for a leaf. */
  children: FieldNode[] | null;
}

/** Arguments of `field`: required ones always, optional ones sometimes omitted. */
function argsFor(field: GraphQLField<unknown, unknown>): fc.Arbitrary<FieldNode['args']> {
  return fc
    .tuple(
      ...field.args.map((a) =>
        isNonNullType(a.type) && a.defaultValue === undefined
          ? valueFor(a.type).map((value) => ({ name: a.name, type: a.type, value }))
          : fc.option(
              valueFor(a.type).map((value) => ({ name: a.name, type: a.type, value })),
              { nil: undefined, freq: 3 },
            ),
      ),
    )
    .map((args) => args.filter((a): a is FieldNode['args'][number] => a !== undefined));
}

/** Selectable fields of an object type (no Upload arguments). */
function selectable(type: GraphQLObjectType): GraphQLField<unknown, unknown>[] {
  return Object.values(type.getFields()).filter((f) => !f.args.some((a) => needsUpload(a.type)));
}

/**
 * A field with generated arguments and, for an object type, a generated sub-selection: 1 to 4 of
 * its fields while `depth` levels remain, then leaves only.
 */
export function fieldNode(
  field: GraphQLField<unknown, unknown>,
  depth: number,
): fc.Arbitrary<FieldNode> {
  const named = getNamedType(field.type);
  const children = isObjectType(named)
    ? selectionFor(named, depth - 1)
    : fc.constant<FieldNode[] | null>(null);
  return fc.record({ field: fc.constant(field), args: argsFor(field), children });
}

/** A selection set of `type`: 1–4 fields (objects only while `depth` > 0). */
export function selectionFor(type: GraphQLObjectType, depth: number): fc.Arbitrary<FieldNode[]> {
  const fields = selectable(type).filter((f) => depth > 0 || isLeafType(getNamedType(f.type)));
  if (fields.length === 0) return fc.constant([]);
  return fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 4 })
    .chain((chosen) => fc.tuple(...chosen.map((f) => fieldNode(f, depth))));
}

/** An operation built from a path of argument-less wrapper fields (e.g. `admin { catalog {…} }`) and a target field. */
export interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Prints `kind` operation `wrappers { … { target } }` with every argument as a typed variable.
 * `target` is the generated field node.
 */
export function printOperation(
  kind: 'query' | 'mutation',
  wrappers: string[],
  target: FieldNode,
): Operation {
  const definitions: string[] = [];
  const variables: Record<string, unknown> = {};
  const print = (node: FieldNode): string => {
    const args = node.args.map((a) => {
      const name = `v${definitions.length}`;
      definitions.push(`$${name}: ${a.type.toString()}`);
      variables[name] = a.value;
      return `${a.name}: $${name}`;
    });
    const head = `${node.field.name}${args.length ? `(${args.join(', ')})` : ''}`;
    return node.children ? `${head} { __typename ${node.children.map(print).join(' ')} }` : head;
  };
  let body = print(target);
  for (const wrapper of [...wrappers].reverse()) body = `${wrapper} { __typename ${body} }`;
  const defs = definitions.length ? `(${definitions.join(', ')})` : '';
  return { query: `${kind} Fuzz${defs} { ${body} }`, variables };
}

/** True when `value` is a valid output value of scalar or enum `type`. */
function leafMatches(type: GraphQLOutputType, value: unknown): boolean {
  if (isEnumType(type)) return type.getValues().some((v) => v.name === value);
  switch ((type as { name: string }).name) {
    case 'Int':
      return Number.isInteger(value) && Math.abs(value as number) <= 2147483647;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'String':
    case 'ID':
      return typeof value === 'string';
    default:
      return value !== undefined;
  }
}

/**
 * Checks that `value` (the answer at `path`) has the shape and types of the selection `node` of
 * type `type`: non-null fields are not null, lists are arrays, leaves have their scalar's or
 * enum's type, objects carry exactly the selected keys and their `__typename`. Returns the problems.
 */
export function shapeProblems(
  type: GraphQLOutputType,
  children: FieldNode[] | null,
  value: unknown,
  path: string,
): string[] {
  if (value === undefined) return [`${path}: missing`];
  if (value === null) return isNonNullType(type) ? [`${path}: null for ${type.toString()}`] : [];
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return [`${path}: not a list`];
    return value.flatMap((item, i) =>
      shapeProblems(nullable.ofType, children, item, `${path}.${i}`),
    );
  }
  if (isObjectType(nullable)) {
    if (typeof value !== 'object' || Array.isArray(value)) return [`${path}: not an object`];
    const object = value as Record<string, unknown>;
    const problems: string[] = [];
    if (object.__typename !== nullable.name) {
      problems.push(`${path}.__typename: ${String(object.__typename)} for ${nullable.name}`);
    }
    const expected = new Set(['__typename', ...(children ?? []).map((c) => c.field.name)]);
    for (const key of Object.keys(object)) {
      if (!expected.has(key)) problems.push(`${path}.${key}: not selected`);
    }
    for (const child of children ?? []) {
      problems.push(
        ...shapeProblems(
          child.field.type,
          child.children,
          object[child.field.name],
          `${path}.${child.field.name}`,
        ),
      );
    }
    return problems;
  }
  return leafMatches(nullable, value)
    ? []
    : [`${path}: ${JSON.stringify(value)?.slice(0, 60)} is not a ${nullable.toString()}`];
}
