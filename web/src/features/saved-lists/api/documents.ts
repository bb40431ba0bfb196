import { graphql } from '@/__generated__';

/** What the saved-list pages show of a list (issue 24 "Saved lists"). */
export const SavedListFieldsFragment = graphql(`
  fragment SavedListFields on SavedList {
    id
    name
    shared
    createdByName
    canEdit
    canManage
    updatedAt
    lines {
      id
      productId
      productName
      sku
      productImage
      categories
      isBed
      sizeId
      sizeLabel
      fabricId
      fabricName
      fabricColorId
      fabricColorName
      storage
      quantity
      unavailable
      price {
        unitPrice {
          amount
        }
        unitVat {
          amount
        }
        lineTotal {
          amount
        }
      }
    }
  }
`);

/**
 * What a saved-list mutation answers: the list's own fields after the change, or why it failed.
 * Lines are not selected (each document carries its fragments into the initial JavaScript); a
 * change of lines refetches the list.
 */
export const SavedListPayloadFieldsFragment = graphql(`
  fragment SavedListPayloadFields on SavedListPayload {
    savedList {
      id
      name
      shared
      updatedAt
    }
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

/** The lists the viewer sees. */
export const SavedListsQuery = graphql(`
  query SavedLists {
    savedLists {
      id
      name
      shared
      createdByName
      canEdit
      updatedAt
      lines {
        id
        unavailable
      }
    }
  }
`);

/** One list. */
export const SavedListQuery = graphql(`
  query SavedList($id: ID!) {
    savedList(id: $id) {
      ...SavedListFields @unmask
    }
  }
`);

/** Creates a list, optionally with lines. */
export const CreateSavedListMutation = graphql(`
  mutation CreateSavedList($input: CreateSavedListInput!) {
    createSavedList(input: $input) {
      ...SavedListPayloadFields @unmask
    }
  }
`);

/** Renames and/or shares a list. */
export const UpdateSavedListMutation = graphql(`
  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {
    updateSavedList(id: $id, input: $input) {
      ...SavedListPayloadFields @unmask
    }
  }
`);

/** Deletes a list. */
export const DeleteSavedListMutation = graphql(`
  mutation DeleteSavedList($id: ID!) {
    deleteSavedList(id: $id) {
      deletedId
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Adds configured products to a list. */
export const AddToSavedListMutation = graphql(`
  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {
    addToSavedList(id: $id, lines: $lines) {
      ...SavedListPayloadFields @unmask
    }
  }
`);

/** Changes a line's quantity. */
export const SetSavedListLineQuantityMutation = graphql(`
  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {
    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {
      ...SavedListPayloadFields @unmask
    }
  }
`);

/** Removes a line. */
export const RemoveSavedListLineMutation = graphql(`
  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {
    removeSavedListLine(id: $id, lineId: $lineId) {
      ...SavedListPayloadFields @unmask
    }
  }
`);
