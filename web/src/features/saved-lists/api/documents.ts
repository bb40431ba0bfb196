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

/** The lists the viewer sees. */
export const SavedListsQuery = graphql(`
  query SavedLists {
    savedLists {
      ...SavedListFields @unmask
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
      savedList {
        ...SavedListFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Renames and/or shares a list. */
export const UpdateSavedListMutation = graphql(`
  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {
    updateSavedList(id: $id, input: $input) {
      savedList {
        ...SavedListFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Deletes a list. */
export const DeleteSavedListMutation = graphql(`
  mutation DeleteSavedList($id: ID!) {
    deleteSavedList(id: $id) {
      deletedId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Adds configured products to a list. */
export const AddToSavedListMutation = graphql(`
  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {
    addToSavedList(id: $id, lines: $lines) {
      savedList {
        ...SavedListFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Changes a line's quantity. */
export const SetSavedListLineQuantityMutation = graphql(`
  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {
    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {
      savedList {
        ...SavedListFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** Removes a line. */
export const RemoveSavedListLineMutation = graphql(`
  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {
    removeSavedListLine(id: $id, lineId: $lineId) {
      savedList {
        ...SavedListFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
