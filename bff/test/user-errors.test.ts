import { describe, expect, it } from 'vitest';
import { upstreamUserErrors, upstreamRefusal } from '../src/resolvers/user-errors.js';
import { upstreamHttpError, upstreamUnavailableError } from '../src/upstream/errors.js';

const fieldsBody = {
  message: 'Validation failed',
  errors: [
    { field: 'items.0.referenceNumber', message: 'Please enter a reference number.' },
    { field: 'items.1.quantity', message: 'Quantity must be 1 to 99.' },
  ],
};

describe('upstreamUserErrors (the one upstream-error to userError mapper)', () => {
  it('gives one userError per api field, renamed and coded by the rules', () => {
    const errors = upstreamUserErrors(upstreamHttpError(400, fieldsBody), {
      statuses: { 400: 'INVALID' },
      field: (f) => f.replace(/^items\./, 'lines.'),
      fieldCode: (message, code) =>
        message === 'Please enter a reference number.' ? 'REQUIRED' : code,
    });
    expect(errors).toEqual([
      {
        field: 'lines.0.referenceNumber',
        message: 'Please enter a reference number.',
        code: 'REQUIRED',
      },
      { field: 'lines.1.quantity', message: 'Quantity must be 1 to 99.', code: 'INVALID' },
    ]);
  });

  it("keeps the api's message, or the rule's own message and field, for one userError", () => {
    const conflict = upstreamHttpError(409, { message: 'Prices changed.' });
    expect(upstreamUserErrors(conflict, { statuses: { 409: 'CONFLICT' } })).toEqual([
      { field: null, message: 'Prices changed.', code: 'CONFLICT' },
    ]);
    expect(
      upstreamUserErrors(conflict, {
        statuses: { 409: { code: 'DUPLICATE', message: 'Already sent.', field: 'message' } },
      }),
    ).toEqual([{ field: 'message', message: 'Already sent.', code: 'DUPLICATE' }]);
    expect(
      upstreamUserErrors(upstreamHttpError(400, fieldsBody), {
        statuses: { 400: { code: 'INVALID_FILE', field: 'file', perField: false } },
      }),
    ).toEqual([{ field: 'file', message: 'Validation failed', code: 'INVALID_FILE' }]);
  });

  it("prefers the api's own code when asked and covers other 4xx with `otherwise`", () => {
    const refused = upstreamHttpError(409, { message: 'Category in use', code: 'IN_USE' });
    expect(upstreamUserErrors(refused, { statuses: { 409: 'INVALID' }, apiCode: true })).toEqual([
      { field: null, message: 'Category in use', code: 'IN_USE' },
    ]);
    expect(
      upstreamUserErrors(upstreamHttpError(418, { message: 'No.' }), {
        statuses: {},
        otherwise: 'INVALID',
      }),
    ).toEqual([{ field: null, message: 'No.', code: 'INVALID' }]);
  });

  it('returns null for what is no refusal: statuses without a rule, 5xx, transport and own errors', () => {
    const rules = { statuses: { 400: 'INVALID' } };
    expect(upstreamUserErrors(upstreamHttpError(404, { message: 'Nope' }), rules)).toBeNull();
    expect(upstreamUserErrors(upstreamHttpError(500, { message: 'boom' }), rules)).toBeNull();
    expect(upstreamUserErrors(upstreamUnavailableError(new Error('x')), rules)).toBeNull();
    expect(upstreamUserErrors(new Error('plain'), rules)).toBeNull();
    expect(upstreamRefusal(upstreamHttpError(503, {}))).toBeNull();
    expect(upstreamRefusal(upstreamHttpError(402, { message: 'Credit' }))).toEqual({
      status: 402,
      message: 'Credit',
      fieldErrors: [],
    });
  });
});
