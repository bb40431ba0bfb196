/**
 * The CompanyAddress type (issue 24 address book): the api's saved-address DTO (snake_case) mapped
 * to the GraphQL fields.
 */
import type { CompanyAddressResolvers } from '../__generated__/resolvers-types.js';

/** CompanyAddress fields from the api's DTO. */
export const CompanyAddress: CompanyAddressResolvers = {
  id: (dto) => String(dto.id),
  recipientName: (dto) => dto.recipient_name,
  companyName: (dto) => dto.company_name,
  line1: (dto) => dto.line1,
  line2: (dto) => dto.line2,
  town: (dto) => dto.town,
  county: (dto) => dto.county,
  eircode: (dto) => dto.eircode,
  phone: (dto) => dto.phone,
  deliveryNotes: (dto) => dto.delivery_notes,
  isDefault: (dto) => dto.is_default,
};
