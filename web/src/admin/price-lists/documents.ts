import { graphql } from '@/admin/__generated__';

/** The price lists with their rules, the volume breaks and the categories to name them (issue 25). */
export const AdminPriceListsQuery = graphql(`
  query AdminPriceLists {
    categories {
      id
      name
    }
    admin {
      priceLists {
        id
        name
        active
        accountCount
        rules {
          id
          kind
          categoryId
          percentOff
          productId
          variationId
          price {
            amount
            currencyCode
          }
          validFrom
          validTo
        }
      }
      volumeBreaks {
        id
        productId
        categoryId
        minQuantity
        percentOff
      }
    }
  }
`);

/** Creates a price list. */
export const CreatePriceListMutation = graphql(`
  mutation AdminCreatePriceList($name: String!) {
    admin {
      createPriceList(input: { name: $name }) {
        priceList {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  }
`);

/** Adds a rule to a price list. */
export const AddPriceRuleMutation = graphql(`
  mutation AdminAddPriceRule($priceListId: ID!, $input: AdminPriceRuleInput!) {
    admin {
      addPriceRule(priceListId: $priceListId, input: $input) {
        priceList {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  }
`);

/** Removes a rule from a price list. */
export const RemovePriceRuleMutation = graphql(`
  mutation AdminRemovePriceRule($priceListId: ID!, $ruleId: ID!) {
    admin {
      removePriceRule(priceListId: $priceListId, ruleId: $ruleId) {
        priceList {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  }
`);

/** Assigns a price list to an account (null: the trade price). */
export const AssignPriceListMutation = graphql(`
  mutation AdminAssignPriceList($accountId: ID!, $priceListId: ID) {
    admin {
      assignPriceList(accountId: $accountId, priceListId: $priceListId) {
        accountId
        priceListId
        userErrors {
          field
          message
        }
      }
    }
  }
`);

/** Adds a volume break. */
export const AddVolumeBreakMutation = graphql(`
  mutation AdminAddVolumeBreak($input: AdminVolumeBreakInput!) {
    admin {
      addVolumeBreak(input: $input) {
        volumeBreak {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  }
`);

/** Removes a volume break. */
export const RemoveVolumeBreakMutation = graphql(`
  mutation AdminRemoveVolumeBreak($id: ID!) {
    admin {
      removeVolumeBreak(id: $id) {
        deleted
        userErrors {
          field
          message
        }
      }
    }
  }
`);
