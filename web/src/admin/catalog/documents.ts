import { graphql } from '@/admin/__generated__';

/** Categories with counts and storage prices, and the sizes (issue 10 categories screen). */
export const AdminCatalogCategoriesQuery = graphql(`
  query AdminCatalogCategories {
    admin {
      catalog {
        categories {
          id
          name
          productCount
          ottomanPrices {
            size {
              id
            }
            price {
              amount
            }
          }
          cloudStorageBase {
            amount
          }
        }
        sizes {
          id
          label
          lengthCm
          widthCm
          heightCm
        }
      }
    }
  }
`);

/** Creates a category. */
export const CreateCategoryMutation = graphql(`
  mutation AdminCreateCategory($name: String!) {
    admin {
      catalog {
        createCategory(name: $name) {
          category {
            id
            name
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Renames a category. */
export const RenameCategoryMutation = graphql(`
  mutation AdminRenameCategory($id: ID!, $name: String!) {
    admin {
      catalog {
        renameCategory(id: $id, name: $name) {
          category {
            id
            name
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Deletes an empty category. */
export const DeleteCategoryMutation = graphql(`
  mutation AdminDeleteCategory($id: ID!) {
    admin {
      catalog {
        deleteCategory(id: $id) {
          deleted
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Replaces a category's storage prices. */
export const SetStoragePricesMutation = graphql(`
  mutation AdminSetStoragePrices($categoryId: ID!, $input: AdminStoragePricesInput!) {
    admin {
      catalog {
        setStoragePrices(categoryId: $categoryId, input: $input) {
          category {
            id
            ottomanPrices {
              size {
                id
              }
              price {
                amount
              }
            }
            cloudStorageBase {
              amount
            }
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** A page of products (issue 10 products list). */
export const AdminCatalogProductsQuery = graphql(`
  query AdminCatalogProducts($search: String, $page: Int, $pageSize: Int) {
    admin {
      catalog {
        products(search: $search, page: $page, pageSize: $pageSize) {
          totalCount
          nodes {
            id
            sku
            name
            stock
            status
            mainImage
            price {
              amount
            }
          }
          pageInfo {
            page
            totalPages
          }
        }
      }
    }
  }
`);

/** Everything the product editor shows. */
export const AdminProductFields = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    sku
    name
    descriptionHtml
    price {
      amount
    }
    stock
    status
    storageTypes
    categoryIds
    sizeIds
    fabricIds
    variations {
      sizeId
      fabricId
      fabricColorId
      price {
        amount
      }
      storefrontPrice {
        amount
      }
    }
    images
    imageAlts
    mainImage
    storefrontPath
  }
`);

/** One product and the choices of the editor. */
export const AdminProductEditorQuery = graphql(`
  query AdminProductEditor($id: ID!, $withProduct: Boolean!) {
    admin {
      catalog {
        vatRateBp
        product(id: $id) @include(if: $withProduct) {
          ...AdminProductFields
        }
        categories {
          id
          name
        }
        sizes {
          id
          label
          lengthCm
          widthCm
          heightCm
        }
        fabrics {
          id
          name
          colors {
            id
            name
            hex
            imageUrl
          }
        }
      }
    }
  }
`);

/** Creates a product. */
export const CreateProductMutation = graphql(`
  mutation AdminCreateProduct($input: AdminProductInput!) {
    admin {
      catalog {
        createProduct(input: $input) {
          product {
            ...AdminProductFields
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Updates a product. */
export const UpdateProductMutation = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {
    admin {
      catalog {
        updateProduct(id: $id, input: $input) {
          product {
            ...AdminProductFields
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Replaces the variation matrix. */
export const SetVariationsMutation = graphql(`
  mutation AdminSetVariations($productId: ID!, $variations: [AdminVariationInput!]!) {
    admin {
      catalog {
        setVariations(productId: $productId, variations: $variations) {
          product {
            ...AdminProductFields
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Uploads pictures (multipart, see lib/upload-files.ts). */
export const UploadProductImagesMutation = graphql(`
  mutation AdminUploadProductImages($productId: ID!, $files: [Upload!]!) {
    admin {
      catalog {
        uploadProductImages(productId: $productId, files: $files) {
          product {
            id
            images
            mainImage
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Reorders the gallery and picks the main picture. */
export const SetProductGalleryMutation = graphql(`
  mutation AdminSetProductGallery(
    $productId: ID!
    $images: [String!]!
    $main: String
    $alts: [String!]
  ) {
    admin {
      catalog {
        setProductGallery(productId: $productId, images: $images, main: $main, alts: $alts) {
          product {
            id
            images
            imageAlts
            mainImage
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    }
  }
`);

/** Where the export downloads from. */
export const CatalogExportUrlQuery = graphql(`
  query AdminCatalogExportUrl {
    admin {
      catalog {
        exportUrl
      }
    }
  }
`);
