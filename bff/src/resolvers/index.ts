import { GraphQLUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { CartQuote } from './CartQuote.js';
import { Category } from './Category.js';
import { CompanyAddress } from './CompanyAddress.js';
import { CompanyUser } from './CompanyUser.js';
import { Fabric } from './Fabric.js';
import { FabricColor } from './FabricColor.js';
import { MenuProduct } from './MenuProduct.js';
import { Mutation } from './Mutation.js';
import { Money } from './Money.js';
import { News } from './News.js';
import { Order } from './Order.js';
import { OrderApproval } from './OrderApproval.js';
import { OrderApprovalLine } from './OrderApprovalLine.js';
import { OrderUpdate } from './OrderUpdate.js';
import { ApprovalNotice } from './ApprovalNotice.js';
import { PlaceOrderPayload } from './PlaceOrderPayload.js';
import { PurchaseOrder } from './PurchaseOrder.js';
import { Invoice } from './Invoice.js';
import { CreditNote } from './CreditNote.js';
import { StatementMonth } from './StatementMonth.js';
import { Product } from './Product.js';
import { PriceQuote } from './PriceQuote.js';
import { ProductPage } from './ProductPage.js';
import { Query } from './Query.js';
import { Quote } from './Quote.js';
import { QuoteLine } from './QuoteLine.js';
import { QuoteMessage } from './QuoteMessage.js';
import { QuickOrderLine } from './QuickOrderLine.js';
import { SavedList } from './SavedList.js';
import { SavedListLine } from './SavedListLine.js';
import { Size } from './Size.js';
import { Subscription } from './Subscription.js';
import { StoragePrices } from './StoragePrices.js';
import { TrackedOrder } from './TrackedOrder.js';
import { User } from './User.js';
import { Variation } from './Variation.js';
import { adminResolvers, adminRootFields } from './admin/index.js';

/** The resolver map joined with schema.graphql into the executable schema (architecture bff/). */
export const resolvers: Resolvers = {
  Query: { ...Query, ...adminRootFields },
  Mutation: { ...Mutation, ...adminRootFields },
  Subscription,
  Category,
  Product,
  ProductPage,
  PriceQuote,
  Variation,
  Money,
  Size,
  Fabric,
  FabricColor,
  MenuProduct,
  News,
  StoragePrices,
  User,
  CompanyAddress,
  CompanyUser,
  Order,
  OrderApproval,
  OrderApprovalLine,
  OrderUpdate,
  ApprovalNotice,
  PurchaseOrder,
  Invoice,
  CreditNote,
  StatementMonth,
  PlaceOrderPayload,
  TrackedOrder,
  CartQuote,
  QuickOrderLine,
  Quote,
  QuoteLine,
  QuoteMessage,
  SavedList,
  SavedListLine,
  Upload: GraphQLUpload,
  ...adminResolvers,
};
