/**
 * Text input checks at the bff's edge (issue 13 bad input): NUL and the other C0 control characters
 * (and DEL) are refused in every String argument — written in the document or sent in the
 * variables, at any depth of an input object — with 400 BAD_USER_INPUT before anything executes.
 * Tab, line feed and carriage return stay allowed (messages and addresses span lines; single-line
 * fields refuse them in their own checks). The api applies the same rule to REST input.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The BAD_USER_INPUT error naming `where` (an argument or variable path). */
function refused(where: string): GraphQLError {
  return new GraphQLError(`${where} must not contain control characters.`, {
    extensions: { code: 'BAD_USER_INPUT', field: where, http: { status: 400 } },
  });
}

/**
 * Returns the path ("input.fullName", "lines.0.referenceNumber") of the first string in a variable
 * value holding a forbidden character, or null. Non-plain values (uploads) are skipped.
 */
function badVariable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = badVariable(item, `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = badVariable(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Finds a forbidden character in `document`'s string literals or in `variables`; returns the name
 * of the argument or variable path, or null.
 */
export function findControlText(
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): string | null {
  for (const [name, value] of Object.entries(variables)) {
    const found = badVariable(value, name);
    if (found) return found;
  }
  let found: string | null = null;
  const argument: string[] = [];
  visit(document, {
    Argument: {
      enter: (node) => void argument.push(node.name.value),
      leave: () => void argument.pop(),
    },
    StringValue(node) {
      if (found === null && FORBIDDEN.test(node.value)) found = argument.at(-1) ?? 'argument';
    },
    ObjectField(node) {
      if (found === null && node.value.kind === Kind.STRING && FORBIDDEN.test(node.value.value)) {
        found = node.name.value;
      }
    },
  });
  return found;
}

/** Apollo plugin: refuses an operation with control characters in its text input (see above). */
export function inputTextPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ document, request }) {
          const where = findControlText(document, request.variables ?? {});
          if (where) throw refused(where);
          return Promise.resolve();
        },
      });
    },
  };
}
