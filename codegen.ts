import type { CodegenConfig } from '@graphql-codegen/cli';

/** The client preset's settings, shared by the storefront's and the admin console's output. */
const clientOutput = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { Upload: 'File' },
    // Shared fragments (web/src/lib/graphql/fragments.ts) are spread with Apollo's `@unmask`.
    customDirectives: { apolloUnmask: true },
  },
};

/**
 * One codegen config for the whole repo: resolver types (with mappers to the REST DTOs) for the bff,
 * the client preset (typed documents) for the web app. Run `npm run codegen`; `npm test` fails when the
 * generated files are stale. The admin console (`web/src/admin`, issue 9) has its own client output,
 * so its documents never enter the storefront's `graphql()` map (and its initial JavaScript).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context.js#GraphQLContext',
        mappers: {
          Category: '../models.js#CategoryModel',
          MenuProduct: '../upstream/types.js#MenuProductDto',
          Size: '../upstream/types.js#SizeDto',
          Product: '../upstream/types.js#ProductDto',
          Fabric: '../upstream/types.js#FabricDto',
          FabricColor: '../upstream/types.js#FabricColorDto',
          Variation: '../upstream/types.js#VariationDto',
          News: '../upstream/types.js#NewsDto',
          Money: '@serena/domain#Cents',
          ProductPage: '../models.js#ProductPageModel',
          PageInfo: '../upstream/types.js#PaginationDto',
          StoragePrices: '../models.js#StoragePricesModel',
          User: '../upstream/types.js#UserDto',
          CompanyUser: '../upstream/company.js#CompanyUserDto',
          PurchaseOrder: '../upstream/types.js#PurchaseOrderDto',
          Invoice: '../models.js#InvoiceModel',
          CreditNote: '../upstream/types.js#CreditNoteDto',
          StatementMonth: '../upstream/types.js#StatementMonthDto',
          OrderUpdate: '@serena/server-kit#OrderChangeEvent',
          QuickOrderLine: '../domain/quick-order.js#QuickOrderLineModel',
          PriceQuote: '@serena/domain#PricedLine',
          AdminQuery: '../models.js#AdminScope',
          AdminMutation: '../models.js#AdminScope',
          AdminAccount: '../upstream/admin-types.js#AdminAccountDto',
          AdminAccountConnection: '../upstream/admin-types.js#AdminAccountPageDto',
          CreditLedgerEntry: '../upstream/admin-types.js#LedgerEntryDto',
          AdminDashboard: '../upstream/admin-types.js#AdminDashboardDto',
          AdminOrder: '../upstream/admin-types.js#AdminOrderDto',
          AdminOrderCustomer: '../upstream/admin-types.js#AdminOrderCustomerDto',
          AdminOrderSibling: '../upstream/admin-types.js#AdminOrderSiblingDto',
          AdminInvoice: '../upstream/admin-types.js#AdminInvoiceDto',
          AdminCreditNote: '../upstream/admin-types.js#AdminCreditNoteDto',
          AdminPaymentOutcome: '../upstream/admin-types.js#PaymentOutcomeDto',
          AdminPaymentAllocation: '../upstream/admin-types.js#PaymentAllocationDto',
          AdminOrderConnection: '../upstream/admin-types.js#AdminOrderPageDto',
          ContactMessage: '../upstream/admin-types.js#ContactMessageDto',
          ContactMessageConnection: '../upstream/admin-types.js#ContactMessagePageDto',
          CallbackRequest: '../upstream/admin-types.js#CallbackRequestDto',
          CallbackRequestConnection: '../upstream/admin-types.js#CallbackRequestPageDto',
          AdminNews: '../upstream/admin-types.js#AdminNewsDto',
          AdminDeliveryStatus: '../upstream/admin-types.js#AdminDeliveryStatusDto',
          AuditEntry: '../upstream/admin-types.js#AuditEntryDto',
          AdminPriceList: '../upstream/admin-pricing.js#AdminPriceListDto',
          Quote: '../upstream/quotes.js#QuoteModel',
          QuoteLine: '../upstream/quotes.js#QuoteLineModel',
          QuoteMessage: '../upstream/quotes.js#QuoteMessageModel',
          AdminPriceRule: '../upstream/admin-pricing.js#AdminPriceRuleDto',
          AdminVolumeBreak: '../upstream/admin-pricing.js#AdminVolumeBreakDto',
          AuditEntryConnection: '../upstream/admin-types.js#AuditEntryPageDto',
          AdminCatalogQuery: '../models.js#AdminScope',
          AdminCatalogMutation: '../models.js#AdminScope',
          AdminCategory: '../upstream/admin-catalog.js#AdminCategoryDto',
          AdminOttomanPrice: '../models.js#AdminOttomanPriceModel',
          AdminSize: '../upstream/admin-catalog.js#AdminSizeDto',
          AdminFabric: '../upstream/admin-catalog.js#AdminFabricDto',
          AdminProductRow: '../upstream/admin-catalog.js#AdminProductRowDto',
          AdminProductConnection: '../models.js#AdminProductPageDto',
          AdminProduct: '../upstream/admin-catalog.js#AdminProductDetailDto',
          AdminVariation: '../upstream/admin-catalog.js#AdminVariationDto',
          AdminCatalogImportReport: '../upstream/admin-catalog.js#CatalogImportReportDto',
        },
        scalars: { Upload: 'Promise<import("graphql-upload-minimal").FileUpload>' },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'web/src/__generated__/': {
      ...clientOutput,
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/**/__generated__/**', '!web/src/admin/**'],
    },
    'web/src/admin/__generated__/': {
      ...clientOutput,
      documents: ['web/src/admin/**/*.{ts,tsx}', '!web/src/admin/__generated__/**'],
    },
  },
};

export default config;
