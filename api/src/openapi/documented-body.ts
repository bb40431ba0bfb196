/**
 * Exact OpenAPI bodies for routes whose handler validates the body itself (to answer every spec §5
 * message at once, or to read the same fields from JSON and multipart; issue 28). The route keeps
 * its lenient validator; the document — and so the bff's generated request types — shows the
 * exact shape the handler accepts. `openApiTransform` swaps one for the other, for the document
 * only.
 */
import { z } from 'zod';

const documented = new WeakMap<object, z.ZodType>();

/**
 * Returns `validator` (what Fastify validates the body with) after noting that the OpenAPI
 * document shows `exact` in its place.
 */
export function documentedBody<V extends z.ZodType>(exact: z.ZodType, validator: V): V {
  documented.set(validator, exact);
  return validator;
}

/** The loose validator of {@link handlerValidatedBody}: every field of `S` optional and unknown. */
export type LooseBody<S extends z.ZodRawShape> = z.ZodOptional<
  z.ZodNullable<z.ZodObject<{ [K in keyof S]: z.ZodOptional<z.ZodUnknown> }, z.core.$loose>>
>;

/**
 * A body the handler validates itself: Fastify accepts any JSON object (or none) with `exact`'s
 * fields as unknown values, and the OpenAPI document shows `exact`.
 */
export function handlerValidatedBody<S extends z.ZodRawShape>(exact: z.ZodObject<S>): LooseBody<S> {
  const fields = Object.fromEntries(
    Object.keys(exact.shape).map((key) => [key, z.unknown().optional()]),
  ) as { [K in keyof S]: z.ZodOptional<z.ZodUnknown> };
  return documentedBody(exact, z.looseObject(fields).nullish());
}

/** The exact schema documented for `validator`, or undefined when the route documents its own. */
export function documentedSchemaOf(validator: unknown): z.ZodType | undefined {
  return typeof validator === 'object' && validator !== null
    ? documented.get(validator)
    : undefined;
}
