/**
 * The address book mutations (issue 24 "Address book"). Thin: camelCase input to the api's
 * snake_case body; the api checks the Eircode and decides who may manage the book (COMPANY_ADMIN;
 * any other role FORBIDDEN, a visitor UNAUTHENTICATED — companies/guard.ts); its 400 and 404
 * answers become `userErrors` (INVALID, NOT_FOUND) with the api's fields in camelCase
 * ('recipient_name' → 'recipientName') so the form can show each beside its input.
 */
import type {
  CompanyAddressInput,
  MutationResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GraphQLContext } from '../../context.js';
import { requireToken } from '../../session/viewer.js';
import type {
  CompanyAddressBody,
  CompanyAddressChange,
  CompanyAddressChangeResponse,
} from '../../upstream/company.js';
import { parseId } from '../input.js';
import { upstreamUserErrors } from '../user-errors.js';

/** The message of an address id that is not a number (the api's own 404 message). */
const UNKNOWN_ADDRESS = 'Address not found';

/** 'recipient_name' → 'recipientName'. */
const camel = (field: string) => field.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The api's body of an address input (optional texts sent as ''). */
export function addressBody(input: CompanyAddressInput): CompanyAddressBody {
  return {
    recipient_name: input.recipientName,
    company_name: input.companyName ?? '',
    line1: input.line1,
    line2: input.line2 ?? '',
    town: input.town,
    county: input.county,
    eircode: input.eircode,
    phone: input.phone ?? '',
    delivery_notes: input.deliveryNotes ?? '',
    ...(input.isDefault != null ? { is_default: input.isDefault } : {}),
  };
}

/** Runs an address change and answers its payload; the api's 400/404 become userErrors. */
async function run(
  context: GraphQLContext,
  addressId: string | null,
  call: (id: number | null, token: string) => Promise<CompanyAddressChangeResponse>,
) {
  const token = requireToken(context);
  const id = addressId === null ? null : parseId(addressId);
  if (addressId !== null && id === null) {
    return {
      address: null,
      message: null,
      userErrors: [{ field: 'addressId', message: UNKNOWN_ADDRESS, code: 'NOT_FOUND' }],
    };
  }
  try {
    const answer = await call(id, token);
    return { address: answer.address, message: answer.message, userErrors: [] };
  } catch (error) {
    const userErrors = upstreamUserErrors(error, {
      statuses: { 400: 'INVALID', 404: 'NOT_FOUND' },
      field: camel,
    });
    if (!userErrors) throw error;
    return { address: null, message: null, userErrors };
  }
}

/** A change without a body (delete, default) of address `addressId`. */
function change(kind: CompanyAddressChange) {
  return (_p: unknown, { addressId }: { addressId: string }, context: GraphQLContext) =>
    run(context, addressId, (id, token) =>
      context.upstream.company.changeAddress(id!, kind, token),
    );
}

/** The address book mutations, spread into the Mutation resolver map (Mutation.ts). */
export const companyAddressMutations = {
  createCompanyAddress: (_p, { input }, context) =>
    run(context, null, (_id, token) =>
      context.upstream.company.saveAddress(null, addressBody(input), token),
    ),
  updateCompanyAddress: (_p, { addressId, input }, context) =>
    run(context, addressId, (id, token) =>
      context.upstream.company.saveAddress(id, addressBody(input), token),
    ),
  deleteCompanyAddress: change('delete'),
  setDefaultCompanyAddress: change('default'),
} satisfies MutationResolvers;
