/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CollectionsMenu {\n    categories {\n      id\n      name\n    }\n    menu {\n      headboards {\n        id\n        name\n      }\n      mattresses {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CollectionsMenuDocument,
    "\n  fragment Price_money on Money {\n    amount\n    currencyCode\n  }\n": typeof types.Price_MoneyFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    sku\n    imageUrl\n    inStock\n    status\n    leadTime\n    price {\n      ...Price_money\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  mutation CreateCompanyAddress($input: CompanyAddressInput!) {\n    createCompanyAddress(input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CreateCompanyAddressDocument,
    "\n  mutation UpdateCompanyAddress($addressId: ID!, $input: CompanyAddressInput!) {\n    updateCompanyAddress(addressId: $addressId, input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdateCompanyAddressDocument,
    "\n  mutation DeleteCompanyAddress($addressId: ID!) {\n    deleteCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.DeleteCompanyAddressDocument,
    "\n  mutation SetDefaultCompanyAddress($addressId: ID!) {\n    setDefaultCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetDefaultCompanyAddressDocument,
    "\n  fragment CompanyUserRow_user on CompanyUser {\n    id\n    fullName\n    email\n    role\n    status\n    accountHolder\n    orderLimit {\n      amount\n    }\n    monthLimit {\n      amount\n    }\n  }\n": typeof types.CompanyUserRow_UserFragmentDoc,
    "\n  query CompanyUsers {\n    companyUsers {\n      id\n      ...CompanyUserRow_user\n    }\n  }\n": typeof types.CompanyUsersDocument,
    "\n  mutation InviteCompanyUser($input: InviteCompanyUserInput!) {\n    inviteCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.InviteCompanyUserDocument,
    "\n  mutation UpdateCompanyUser($input: UpdateCompanyUserInput!) {\n    updateCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdateCompanyUserDocument,
    "\n  mutation SuspendCompanyUser($userId: ID!) {\n    suspendCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SuspendCompanyUserDocument,
    "\n  mutation ReinstateCompanyUser($userId: ID!) {\n    reinstateCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ReinstateCompanyUserDocument,
    "\n  mutation ReinviteCompanyUser($userId: ID!) {\n    reinviteCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ReinviteCompanyUserDocument,
    "\n  mutation RemoveCompanyUser($userId: ID!) {\n    removeCompanyUser(userId: $userId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RemoveCompanyUserDocument,
    "\n  query ApprovalRule {\n    approvalRule {\n      amount\n    }\n  }\n": typeof types.ApprovalRuleDocument,
    "\n  mutation SetApprovalRule($approvalAbove: String!) {\n    setApprovalRule(approvalAbove: $approvalAbove) {\n      approvalAbove {\n        amount\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetApprovalRuleDocument,
    "\n  query AccountInfo {\n    viewer {\n      id\n      ...AccountInfoForm_user\n    }\n  }\n": typeof types.AccountInfoDocument,
    "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      message\n      user {\n        id\n        firstName\n        ...AccountInfoForm_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {\n    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  fragment AccountInfoForm_user on User {\n    id\n    fullName\n    phoneNumber\n    country\n    companyName\n    officeAddress\n    officeCity\n    officeEircode\n    deliveryAddress\n    deliveryCity\n    deliveryEircode\n    vatNumber\n    email\n    invoiceEmail\n    creditLimit {\n      amount\n      currencyCode\n    }\n  }\n": typeof types.AccountInfoForm_UserFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      user {\n        id\n        isAdmin\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query Viewer {\n    viewer {\n      ...SessionUserFields @unmask\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query CartViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.CartViewerDocument,
    "\n  fragment ProductSort_product on Product {\n    name\n    sku\n    createdAt\n    price {\n      amount\n    }\n    categories {\n      id\n    }\n    sizes {\n      id\n    }\n  }\n": typeof types.ProductSort_ProductFragmentDoc,
    "\n  fragment ProductListing_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n      ...ProductSort_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n      hasNextPage\n      hasPreviousPage\n    }\n  }\n": typeof types.ProductListing_PageFragmentDoc,
    "\n  query ProductsFacets {\n    viewer {\n      id\n    }\n    categories {\n      id\n      name\n      slug\n      productCount\n    }\n    sizes {\n      id\n      label\n    }\n  }\n": typeof types.ProductsFacetsDocument,
    "\n  query ProductList($page: Int!, $limit: Int!, $filter: ProductFilter, $sort: ProductSort) {\n    products(page: $page, limit: $limit, filter: $filter, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query CategoryProductList($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      products(page: $page, limit: $limit) {\n        ...ProductListing_page\n      }\n    }\n  }\n": typeof types.CategoryProductListDocument,
    "\n  query SearchProductList($query: String!, $page: Int!, $limit: Int!, $sort: ProductSort) {\n    searchProducts(query: $query, page: $page, limit: $limit, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n": typeof types.SearchProductListDocument,
    "\n  fragment ProductResults_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n    }\n  }\n": typeof types.ProductResults_PageFragmentDoc,
    "\n  query CategoryPage($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      name\n      isBeds\n      productCount\n      products(page: $page, limit: $limit) {\n        ...ProductResults_page\n      }\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  query CheckoutViewer {\n    viewer {\n      id\n      fullName\n      email\n      phoneNumber\n      country\n      deliveryAddress\n      deliveryCity\n      subscribed\n      companyRole\n      availableCredit {\n        ...Price_money\n      }\n    }\n  }\n": typeof types.CheckoutViewerDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orders {\n        id\n        trackingId\n      }\n      purchaseOrder {\n        id\n        number\n      }\n      approval {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!, $file: Upload) {\n    sendContactMessage(input: $input, file: $file) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation RequestCallback($input: CallbackRequestInput!) {\n    requestCallback(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RequestCallbackDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query HomeViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n": typeof types.HomeViewerDocument,
    "\n  query HomeNews {\n    news {\n      id\n      title\n      contentHtml\n      publishedAt\n    }\n  }\n": typeof types.HomeNewsDocument,
    "\n  query HomeProducts {\n    products(page: 1, limit: 8) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query NewsletterState {\n    viewer {\n      id\n      subscribed\n    }\n  }\n": typeof types.NewsletterStateDocument,
    "\n  mutation SetNewsletterSubscription($subscribed: Boolean!) {\n    setNewsletterSubscription(subscribed: $subscribed) {\n      user {\n        id\n        subscribed\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.SetNewsletterSubscriptionDocument,
    "\n  query ApprovalsViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.ApprovalsViewerDocument,
    "\n  fragment ApprovalCard_approval on OrderApproval {\n    id\n    status\n    total {\n      ...Price_money\n    }\n    reasons\n    placedBy\n    decidedBy\n    note\n    buyerPoNumber\n    createdAt\n    expiresAt\n    canDecide\n    lines {\n      productName\n      sizeLabel\n      fabricName\n      fabricColorName\n      quantity\n      referenceNumber\n      total {\n        ...Price_money\n      }\n    }\n  }\n": typeof types.ApprovalCard_ApprovalFragmentDoc,
    "\n  query OrderApprovals {\n    orderApprovals {\n      id\n      ...ApprovalCard_approval\n    }\n  }\n": typeof types.OrderApprovalsDocument,
    "\n  mutation ApproveOrder($approvalId: ID!, $note: String) {\n    approveOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ApproveOrderDocument,
    "\n  mutation RejectOrder($approvalId: ID!, $note: String) {\n    rejectOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.RejectOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    trackingId\n    referenceNumber\n    orderDate\n    cancelled\n    cancellable\n    deliveryStatus\n    productId\n    productName\n    productImage\n    sizeLabel\n    fabricName\n    fabricColorName\n    storageType\n    quantity\n    totalPrice {\n      ...Price_money\n    }\n    specialQuote\n    specialQuoteFileName\n    placedBy\n  }\n": typeof types.OrderCard_OrderFragmentDoc,
    "\n  query MyOrders {\n    viewer {\n      id\n      fullName\n      availableCredit {\n        ...Price_money\n      }\n      orders {\n        id\n        cancelled\n        deliveryStatus\n        placedBy\n        ...OrderCard_order\n      }\n      ...PurchaseOrders_user\n      ...Statements_user\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderDetail($trackingId: String!) {\n    viewer {\n      id\n      order(trackingId: $trackingId) {\n        id\n        trackingId\n        shippingAddress\n        purchaseOrderNumber\n        ...OrderCard_order\n      }\n    }\n  }\n": typeof types.OrderDetailDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      order {\n        id\n        ...OrderCard_order\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation Reorder(\n    $orderId: ID!\n    $quantity: Int!\n    $referenceNumber: String\n    $idempotencyKey: String\n  ) {\n    reorder(\n      orderId: $orderId\n      quantity: $quantity\n      referenceNumber: $referenceNumber\n      idempotencyKey: $idempotencyKey\n    ) {\n      order {\n        id\n        trackingId\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.ReorderDocument,
    "\n  fragment PurchaseOrders_user on User {\n    purchaseOrders {\n      id\n      number\n      date\n      shippingAddress\n      buyerPoNumber\n      invoiceUrl\n      vatRates\n      net {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      gross {\n        ...Price_money\n      }\n      invoice {\n        number\n        dueDate\n        state\n        pdfUrl\n        gross {\n          ...Price_money\n        }\n        credited {\n          ...Price_money\n        }\n        paid {\n          amount\n          ...Price_money\n        }\n        open {\n          ...Price_money\n        }\n      }\n      creditNotes {\n        number\n        pdfUrl\n      }\n      orders {\n        id\n        trackingId\n        productName\n        quantity\n        cancelled\n        deliveryStatus\n      }\n    }\n  }\n": typeof types.PurchaseOrders_UserFragmentDoc,
    "\n  query PurchaseOrderReorder($number: String!) {\n    purchaseOrderReorder(number: $number) {\n      ...QuickOrderLineFields @unmask\n    }\n  }\n": typeof types.PurchaseOrderReorderDocument,
    "\n  fragment Statements_user on User {\n    statements {\n      month\n      label\n      pdfUrl\n      csvUrl\n    }\n  }\n": typeof types.Statements_UserFragmentDoc,
    "\n  query ProductPriceQuote($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      vatRate\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n      unitGross {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.ProductPriceQuoteDocument,
    "\n  mutation UploadSpecialQuoteFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.UploadSpecialQuoteFileDocument,
    "\n  fragment ProductDetails_product on Product {\n    descriptionHtml\n    sizes {\n      id\n      label\n      lengthCm\n      widthCm\n      heightCm\n    }\n  }\n": typeof types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n    imageAlts\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOptions_product on Product {\n    isBed\n    sizes {\n      id\n      label\n    }\n    fabrics {\n      id\n      name\n      colors {\n        id\n        name\n        imageUrl\n      }\n    }\n  }\n": typeof types.ProductOptions_ProductFragmentDoc,
    "\n  query ProductPage($id: ID!) {\n    viewer {\n      id\n    }\n    product(id: $id) {\n      id\n      name\n      sku\n      inStock\n      status\n      leadTime\n      isBed\n      purchasable\n      imageUrl\n      storageTypes\n      price {\n        amount\n        currencyCode\n      }\n      volumePrices {\n        minQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n      }\n      categories {\n        id\n        name\n      }\n      sizes {\n        id\n        label\n      }\n      fabrics {\n        id\n        name\n        colors {\n          id\n          name\n        }\n      }\n      variations {\n        id\n        sizeId\n        fabricId\n        fabricColorId\n        price {\n          amount\n          currencyCode\n        }\n      }\n      ...ProductGallery_product\n      ...ProductOptions_product\n      ...ProductDetails_product\n      relatedProducts {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query QuickOrder($lines: [QuickOrderLineInput!]!) {\n    quickOrder(lines: $lines) {\n      ...QuickOrderLineFields @unmask\n      price {\n        lineTotal {\n          ...Price_money\n        }\n      }\n    }\n  }\n": typeof types.QuickOrderDocument,
    "\n  fragment QuoteFields on Quote {\n    id\n    number\n    state\n    note\n    validUntil\n    createdAt\n    purchaseOrderNumber\n    vatRate\n    pdfUrl\n    net {\n      amount\n    }\n    vat {\n      amount\n    }\n    total {\n      amount\n    }\n    lines {\n      id\n      productName\n      description\n      quantity\n      referenceNumber\n      note\n      fileName\n      fileUrl\n      listUnitPrice {\n        amount\n      }\n      quotedUnitPrice {\n        amount\n      }\n      quotedTotal {\n        amount\n      }\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      fileName\n      fileUrl\n      createdAt\n    }\n  }\n": typeof types.QuoteFieldsFragmentDoc,
    "\n  query Quotes {\n    quotes {\n      id\n      number\n      state\n      createdAt\n      validUntil\n      total {\n        amount\n      }\n      lines {\n        id\n      }\n    }\n  }\n": typeof types.QuotesDocument,
    "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteFields @unmask\n    }\n  }\n": typeof types.QuoteDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      quote {\n        id\n        number\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  mutation AcceptQuote($id: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(id: $id, input: $input) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      orders {\n        id\n        trackingId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.DeclineQuoteDocument,
    "\n  mutation ReplyToQuote($id: ID!, $body: String!, $fileId: ID) {\n    replyToQuote(id: $id, body: $body, fileId: $fileId) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.ReplyToQuoteDocument,
    "\n  mutation UploadQuoteReplyFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.UploadQuoteReplyFileDocument,
    "\n  fragment SavedListFields on SavedList {\n    id\n    name\n    shared\n    createdByName\n    canEdit\n    canManage\n    updatedAt\n    lines {\n      id\n      productId\n      productName\n      sku\n      productImage\n      categories\n      isBed\n      sizeId\n      sizeLabel\n      fabricId\n      fabricName\n      fabricColorId\n      fabricColorName\n      storage\n      quantity\n      unavailable\n      price {\n        unitPrice {\n          amount\n        }\n        unitVat {\n          amount\n        }\n        lineTotal {\n          amount\n        }\n      }\n    }\n  }\n": typeof types.SavedListFieldsFragmentDoc,
    "\n  fragment SavedListPayloadFields on SavedListPayload {\n    savedList {\n      id\n      name\n      shared\n      updatedAt\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": typeof types.SavedListPayloadFieldsFragmentDoc,
    "\n  query SavedLists {\n    savedLists {\n      id\n      name\n      shared\n      createdByName\n      canEdit\n      updatedAt\n      lines {\n        id\n        unavailable\n      }\n    }\n  }\n": typeof types.SavedListsDocument,
    "\n  query SavedList($id: ID!) {\n    savedList(id: $id) {\n      ...SavedListFields @unmask\n    }\n  }\n": typeof types.SavedListDocument,
    "\n  mutation CreateSavedList($input: CreateSavedListInput!) {\n    createSavedList(input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": typeof types.CreateSavedListDocument,
    "\n  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {\n    updateSavedList(id: $id, input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": typeof types.UpdateSavedListDocument,
    "\n  mutation DeleteSavedList($id: ID!) {\n    deleteSavedList(id: $id) {\n      deletedId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": typeof types.DeleteSavedListDocument,
    "\n  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {\n    addToSavedList(id: $id, lines: $lines) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": typeof types.AddToSavedListDocument,
    "\n  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {\n    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": typeof types.SetSavedListLineQuantityDocument,
    "\n  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {\n    removeSavedListLine(id: $id, lineId: $lineId) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": typeof types.RemoveSavedListLineDocument,
    "\n  query TrackOrder($trackingId: String!) {\n    trackOrder(trackingId: $trackingId) {\n      referenceNumber\n      orderDate\n      shippingAddress\n      productImage\n      productName\n      fabricName\n      fabricColorName\n      quantity\n      totalPrice {\n        ...Price_money\n      }\n      trackingId\n      deliveryStatus\n      deliverySteps {\n        name\n        state\n      }\n    }\n  }\n": typeof types.TrackOrderDocument,
    "\n  fragment QuickOrderLineFields on QuickOrderLine {\n    line\n    sku\n    error\n    productId\n    productName\n    productImage\n    categories\n    isBed\n    sizeId\n    sizeLabel\n    fabricId\n    fabricName\n    fabricColorId\n    fabricColorName\n    storage\n    quantity\n    referenceNumber\n    price {\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.QuickOrderLineFieldsFragmentDoc,
    "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      lines {\n        quantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        unitVat {\n          ...Price_money\n        }\n        lineTotal {\n          ...Price_money\n        }\n      }\n      subtotal {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      total {\n        ...Price_money\n      }\n    }\n  }\n": typeof types.CartQuoteDocument,
    "\n  query CartLinePrice($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      lineTotal {\n        ...Price_money\n      }\n    }\n  }\n": typeof types.CartLinePriceDocument,
    "\n  query CompanyAddresses {\n    companyAddresses {\n      id\n      recipientName\n      companyName\n      line1\n      line2\n      town\n      county\n      eircode\n      phone\n      deliveryNotes\n      isDefault\n    }\n  }\n": typeof types.CompanyAddressesDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    fullName\n    firstName\n    officeCity\n    isAdmin\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  subscription ApprovalUpdated {\n    approvalUpdated {\n      kind\n      approvalId\n      placedBy\n      total {\n        amount\n        currencyCode\n      }\n      at\n    }\n  }\n": typeof types.ApprovalUpdatedDocument,
    "\n  subscription OrderUpdated {\n    orderUpdated {\n      kind\n      trackingId\n      productName\n      previousStatus\n      deliveryStatus\n      at\n      order {\n        id\n        trackingId\n        deliveryStatus\n        cancelled\n        cancellable\n      }\n    }\n  }\n": typeof types.OrderUpdatedDocument,
};
const documents: Documents = {
    "\n  query CollectionsMenu {\n    categories {\n      id\n      name\n    }\n    menu {\n      headboards {\n        id\n        name\n      }\n      mattresses {\n        id\n        name\n      }\n    }\n  }\n": types.CollectionsMenuDocument,
    "\n  fragment Price_money on Money {\n    amount\n    currencyCode\n  }\n": types.Price_MoneyFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    sku\n    imageUrl\n    inStock\n    status\n    leadTime\n    price {\n      ...Price_money\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  mutation CreateCompanyAddress($input: CompanyAddressInput!) {\n    createCompanyAddress(input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CreateCompanyAddressDocument,
    "\n  mutation UpdateCompanyAddress($addressId: ID!, $input: CompanyAddressInput!) {\n    updateCompanyAddress(addressId: $addressId, input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdateCompanyAddressDocument,
    "\n  mutation DeleteCompanyAddress($addressId: ID!) {\n    deleteCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.DeleteCompanyAddressDocument,
    "\n  mutation SetDefaultCompanyAddress($addressId: ID!) {\n    setDefaultCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SetDefaultCompanyAddressDocument,
    "\n  fragment CompanyUserRow_user on CompanyUser {\n    id\n    fullName\n    email\n    role\n    status\n    accountHolder\n    orderLimit {\n      amount\n    }\n    monthLimit {\n      amount\n    }\n  }\n": types.CompanyUserRow_UserFragmentDoc,
    "\n  query CompanyUsers {\n    companyUsers {\n      id\n      ...CompanyUserRow_user\n    }\n  }\n": types.CompanyUsersDocument,
    "\n  mutation InviteCompanyUser($input: InviteCompanyUserInput!) {\n    inviteCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.InviteCompanyUserDocument,
    "\n  mutation UpdateCompanyUser($input: UpdateCompanyUserInput!) {\n    updateCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdateCompanyUserDocument,
    "\n  mutation SuspendCompanyUser($userId: ID!) {\n    suspendCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SuspendCompanyUserDocument,
    "\n  mutation ReinstateCompanyUser($userId: ID!) {\n    reinstateCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ReinstateCompanyUserDocument,
    "\n  mutation ReinviteCompanyUser($userId: ID!) {\n    reinviteCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ReinviteCompanyUserDocument,
    "\n  mutation RemoveCompanyUser($userId: ID!) {\n    removeCompanyUser(userId: $userId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RemoveCompanyUserDocument,
    "\n  query ApprovalRule {\n    approvalRule {\n      amount\n    }\n  }\n": types.ApprovalRuleDocument,
    "\n  mutation SetApprovalRule($approvalAbove: String!) {\n    setApprovalRule(approvalAbove: $approvalAbove) {\n      approvalAbove {\n        amount\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SetApprovalRuleDocument,
    "\n  query AccountInfo {\n    viewer {\n      id\n      ...AccountInfoForm_user\n    }\n  }\n": types.AccountInfoDocument,
    "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      message\n      user {\n        id\n        firstName\n        ...AccountInfoForm_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {\n    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UpdatePasswordDocument,
    "\n  fragment AccountInfoForm_user on User {\n    id\n    fullName\n    phoneNumber\n    country\n    companyName\n    officeAddress\n    officeCity\n    officeEircode\n    deliveryAddress\n    deliveryCity\n    deliveryEircode\n    vatNumber\n    email\n    invoiceEmail\n    creditLimit {\n      amount\n      currencyCode\n    }\n  }\n": types.AccountInfoForm_UserFragmentDoc,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      user {\n        id\n        isAdmin\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query Viewer {\n    viewer {\n      ...SessionUserFields @unmask\n    }\n  }\n": types.ViewerDocument,
    "\n  query CartViewer {\n    viewer {\n      id\n    }\n  }\n": types.CartViewerDocument,
    "\n  fragment ProductSort_product on Product {\n    name\n    sku\n    createdAt\n    price {\n      amount\n    }\n    categories {\n      id\n    }\n    sizes {\n      id\n    }\n  }\n": types.ProductSort_ProductFragmentDoc,
    "\n  fragment ProductListing_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n      ...ProductSort_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n      hasNextPage\n      hasPreviousPage\n    }\n  }\n": types.ProductListing_PageFragmentDoc,
    "\n  query ProductsFacets {\n    viewer {\n      id\n    }\n    categories {\n      id\n      name\n      slug\n      productCount\n    }\n    sizes {\n      id\n      label\n    }\n  }\n": types.ProductsFacetsDocument,
    "\n  query ProductList($page: Int!, $limit: Int!, $filter: ProductFilter, $sort: ProductSort) {\n    products(page: $page, limit: $limit, filter: $filter, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n": types.ProductListDocument,
    "\n  query CategoryProductList($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      products(page: $page, limit: $limit) {\n        ...ProductListing_page\n      }\n    }\n  }\n": types.CategoryProductListDocument,
    "\n  query SearchProductList($query: String!, $page: Int!, $limit: Int!, $sort: ProductSort) {\n    searchProducts(query: $query, page: $page, limit: $limit, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n": types.SearchProductListDocument,
    "\n  fragment ProductResults_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n    }\n  }\n": types.ProductResults_PageFragmentDoc,
    "\n  query CategoryPage($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      name\n      isBeds\n      productCount\n      products(page: $page, limit: $limit) {\n        ...ProductResults_page\n      }\n    }\n  }\n": types.CategoryPageDocument,
    "\n  query CheckoutViewer {\n    viewer {\n      id\n      fullName\n      email\n      phoneNumber\n      country\n      deliveryAddress\n      deliveryCity\n      subscribed\n      companyRole\n      availableCredit {\n        ...Price_money\n      }\n    }\n  }\n": types.CheckoutViewerDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orders {\n        id\n        trackingId\n      }\n      purchaseOrder {\n        id\n        number\n      }\n      approval {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!, $file: Upload) {\n    sendContactMessage(input: $input, file: $file) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation RequestCallback($input: CallbackRequestInput!) {\n    requestCallback(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RequestCallbackDocument,
    "\n  query HomeCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query HomeViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n": types.HomeViewerDocument,
    "\n  query HomeNews {\n    news {\n      id\n      title\n      contentHtml\n      publishedAt\n    }\n  }\n": types.HomeNewsDocument,
    "\n  query HomeProducts {\n    products(page: 1, limit: 8) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query NewsletterState {\n    viewer {\n      id\n      subscribed\n    }\n  }\n": types.NewsletterStateDocument,
    "\n  mutation SetNewsletterSubscription($subscribed: Boolean!) {\n    setNewsletterSubscription(subscribed: $subscribed) {\n      user {\n        id\n        subscribed\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.SetNewsletterSubscriptionDocument,
    "\n  query ApprovalsViewer {\n    viewer {\n      id\n    }\n  }\n": types.ApprovalsViewerDocument,
    "\n  fragment ApprovalCard_approval on OrderApproval {\n    id\n    status\n    total {\n      ...Price_money\n    }\n    reasons\n    placedBy\n    decidedBy\n    note\n    buyerPoNumber\n    createdAt\n    expiresAt\n    canDecide\n    lines {\n      productName\n      sizeLabel\n      fabricName\n      fabricColorName\n      quantity\n      referenceNumber\n      total {\n        ...Price_money\n      }\n    }\n  }\n": types.ApprovalCard_ApprovalFragmentDoc,
    "\n  query OrderApprovals {\n    orderApprovals {\n      id\n      ...ApprovalCard_approval\n    }\n  }\n": types.OrderApprovalsDocument,
    "\n  mutation ApproveOrder($approvalId: ID!, $note: String) {\n    approveOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ApproveOrderDocument,
    "\n  mutation RejectOrder($approvalId: ID!, $note: String) {\n    rejectOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.RejectOrderDocument,
    "\n  fragment OrderCard_order on Order {\n    id\n    trackingId\n    referenceNumber\n    orderDate\n    cancelled\n    cancellable\n    deliveryStatus\n    productId\n    productName\n    productImage\n    sizeLabel\n    fabricName\n    fabricColorName\n    storageType\n    quantity\n    totalPrice {\n      ...Price_money\n    }\n    specialQuote\n    specialQuoteFileName\n    placedBy\n  }\n": types.OrderCard_OrderFragmentDoc,
    "\n  query MyOrders {\n    viewer {\n      id\n      fullName\n      availableCredit {\n        ...Price_money\n      }\n      orders {\n        id\n        cancelled\n        deliveryStatus\n        placedBy\n        ...OrderCard_order\n      }\n      ...PurchaseOrders_user\n      ...Statements_user\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderDetail($trackingId: String!) {\n    viewer {\n      id\n      order(trackingId: $trackingId) {\n        id\n        trackingId\n        shippingAddress\n        purchaseOrderNumber\n        ...OrderCard_order\n      }\n    }\n  }\n": types.OrderDetailDocument,
    "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      order {\n        id\n        ...OrderCard_order\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation Reorder(\n    $orderId: ID!\n    $quantity: Int!\n    $referenceNumber: String\n    $idempotencyKey: String\n  ) {\n    reorder(\n      orderId: $orderId\n      quantity: $quantity\n      referenceNumber: $referenceNumber\n      idempotencyKey: $idempotencyKey\n    ) {\n      order {\n        id\n        trackingId\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.ReorderDocument,
    "\n  fragment PurchaseOrders_user on User {\n    purchaseOrders {\n      id\n      number\n      date\n      shippingAddress\n      buyerPoNumber\n      invoiceUrl\n      vatRates\n      net {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      gross {\n        ...Price_money\n      }\n      invoice {\n        number\n        dueDate\n        state\n        pdfUrl\n        gross {\n          ...Price_money\n        }\n        credited {\n          ...Price_money\n        }\n        paid {\n          amount\n          ...Price_money\n        }\n        open {\n          ...Price_money\n        }\n      }\n      creditNotes {\n        number\n        pdfUrl\n      }\n      orders {\n        id\n        trackingId\n        productName\n        quantity\n        cancelled\n        deliveryStatus\n      }\n    }\n  }\n": types.PurchaseOrders_UserFragmentDoc,
    "\n  query PurchaseOrderReorder($number: String!) {\n    purchaseOrderReorder(number: $number) {\n      ...QuickOrderLineFields @unmask\n    }\n  }\n": types.PurchaseOrderReorderDocument,
    "\n  fragment Statements_user on User {\n    statements {\n      month\n      label\n      pdfUrl\n      csvUrl\n    }\n  }\n": types.Statements_UserFragmentDoc,
    "\n  query ProductPriceQuote($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      vatRate\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n      unitGross {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.ProductPriceQuoteDocument,
    "\n  mutation UploadSpecialQuoteFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.UploadSpecialQuoteFileDocument,
    "\n  fragment ProductDetails_product on Product {\n    descriptionHtml\n    sizes {\n      id\n      label\n      lengthCm\n      widthCm\n      heightCm\n    }\n  }\n": types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n    imageAlts\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductOptions_product on Product {\n    isBed\n    sizes {\n      id\n      label\n    }\n    fabrics {\n      id\n      name\n      colors {\n        id\n        name\n        imageUrl\n      }\n    }\n  }\n": types.ProductOptions_ProductFragmentDoc,
    "\n  query ProductPage($id: ID!) {\n    viewer {\n      id\n    }\n    product(id: $id) {\n      id\n      name\n      sku\n      inStock\n      status\n      leadTime\n      isBed\n      purchasable\n      imageUrl\n      storageTypes\n      price {\n        amount\n        currencyCode\n      }\n      volumePrices {\n        minQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n      }\n      categories {\n        id\n        name\n      }\n      sizes {\n        id\n        label\n      }\n      fabrics {\n        id\n        name\n        colors {\n          id\n          name\n        }\n      }\n      variations {\n        id\n        sizeId\n        fabricId\n        fabricColorId\n        price {\n          amount\n          currencyCode\n        }\n      }\n      ...ProductGallery_product\n      ...ProductOptions_product\n      ...ProductDetails_product\n      relatedProducts {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query QuickOrder($lines: [QuickOrderLineInput!]!) {\n    quickOrder(lines: $lines) {\n      ...QuickOrderLineFields @unmask\n      price {\n        lineTotal {\n          ...Price_money\n        }\n      }\n    }\n  }\n": types.QuickOrderDocument,
    "\n  fragment QuoteFields on Quote {\n    id\n    number\n    state\n    note\n    validUntil\n    createdAt\n    purchaseOrderNumber\n    vatRate\n    pdfUrl\n    net {\n      amount\n    }\n    vat {\n      amount\n    }\n    total {\n      amount\n    }\n    lines {\n      id\n      productName\n      description\n      quantity\n      referenceNumber\n      note\n      fileName\n      fileUrl\n      listUnitPrice {\n        amount\n      }\n      quotedUnitPrice {\n        amount\n      }\n      quotedTotal {\n        amount\n      }\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      fileName\n      fileUrl\n      createdAt\n    }\n  }\n": types.QuoteFieldsFragmentDoc,
    "\n  query Quotes {\n    quotes {\n      id\n      number\n      state\n      createdAt\n      validUntil\n      total {\n        amount\n      }\n      lines {\n        id\n      }\n    }\n  }\n": types.QuotesDocument,
    "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteFields @unmask\n    }\n  }\n": types.QuoteDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      quote {\n        id\n        number\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  mutation AcceptQuote($id: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(id: $id, input: $input) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      orders {\n        id\n        trackingId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AcceptQuoteDocument,
    "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.DeclineQuoteDocument,
    "\n  mutation ReplyToQuote($id: ID!, $body: String!, $fileId: ID) {\n    replyToQuote(id: $id, body: $body, fileId: $fileId) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.ReplyToQuoteDocument,
    "\n  mutation UploadQuoteReplyFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.UploadQuoteReplyFileDocument,
    "\n  fragment SavedListFields on SavedList {\n    id\n    name\n    shared\n    createdByName\n    canEdit\n    canManage\n    updatedAt\n    lines {\n      id\n      productId\n      productName\n      sku\n      productImage\n      categories\n      isBed\n      sizeId\n      sizeLabel\n      fabricId\n      fabricName\n      fabricColorId\n      fabricColorName\n      storage\n      quantity\n      unavailable\n      price {\n        unitPrice {\n          amount\n        }\n        unitVat {\n          amount\n        }\n        lineTotal {\n          amount\n        }\n      }\n    }\n  }\n": types.SavedListFieldsFragmentDoc,
    "\n  fragment SavedListPayloadFields on SavedListPayload {\n    savedList {\n      id\n      name\n      shared\n      updatedAt\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n": types.SavedListPayloadFieldsFragmentDoc,
    "\n  query SavedLists {\n    savedLists {\n      id\n      name\n      shared\n      createdByName\n      canEdit\n      updatedAt\n      lines {\n        id\n        unavailable\n      }\n    }\n  }\n": types.SavedListsDocument,
    "\n  query SavedList($id: ID!) {\n    savedList(id: $id) {\n      ...SavedListFields @unmask\n    }\n  }\n": types.SavedListDocument,
    "\n  mutation CreateSavedList($input: CreateSavedListInput!) {\n    createSavedList(input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": types.CreateSavedListDocument,
    "\n  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {\n    updateSavedList(id: $id, input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": types.UpdateSavedListDocument,
    "\n  mutation DeleteSavedList($id: ID!) {\n    deleteSavedList(id: $id) {\n      deletedId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n": types.DeleteSavedListDocument,
    "\n  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {\n    addToSavedList(id: $id, lines: $lines) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": types.AddToSavedListDocument,
    "\n  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {\n    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": types.SetSavedListLineQuantityDocument,
    "\n  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {\n    removeSavedListLine(id: $id, lineId: $lineId) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n": types.RemoveSavedListLineDocument,
    "\n  query TrackOrder($trackingId: String!) {\n    trackOrder(trackingId: $trackingId) {\n      referenceNumber\n      orderDate\n      shippingAddress\n      productImage\n      productName\n      fabricName\n      fabricColorName\n      quantity\n      totalPrice {\n        ...Price_money\n      }\n      trackingId\n      deliveryStatus\n      deliverySteps {\n        name\n        state\n      }\n    }\n  }\n": types.TrackOrderDocument,
    "\n  fragment QuickOrderLineFields on QuickOrderLine {\n    line\n    sku\n    error\n    productId\n    productName\n    productImage\n    categories\n    isBed\n    sizeId\n    sizeLabel\n    fabricId\n    fabricName\n    fabricColorId\n    fabricColorName\n    storage\n    quantity\n    referenceNumber\n    price {\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.QuickOrderLineFieldsFragmentDoc,
    "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      lines {\n        quantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        unitVat {\n          ...Price_money\n        }\n        lineTotal {\n          ...Price_money\n        }\n      }\n      subtotal {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      total {\n        ...Price_money\n      }\n    }\n  }\n": types.CartQuoteDocument,
    "\n  query CartLinePrice($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      lineTotal {\n        ...Price_money\n      }\n    }\n  }\n": types.CartLinePriceDocument,
    "\n  query CompanyAddresses {\n    companyAddresses {\n      id\n      recipientName\n      companyName\n      line1\n      line2\n      town\n      county\n      eircode\n      phone\n      deliveryNotes\n      isDefault\n    }\n  }\n": types.CompanyAddressesDocument,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    fullName\n    firstName\n    officeCity\n    isAdmin\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  subscription ApprovalUpdated {\n    approvalUpdated {\n      kind\n      approvalId\n      placedBy\n      total {\n        amount\n        currencyCode\n      }\n      at\n    }\n  }\n": types.ApprovalUpdatedDocument,
    "\n  subscription OrderUpdated {\n    orderUpdated {\n      kind\n      trackingId\n      productName\n      previousStatus\n      deliveryStatus\n      at\n      order {\n        id\n        trackingId\n        deliveryStatus\n        cancelled\n        cancellable\n      }\n    }\n  }\n": types.OrderUpdatedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionsMenu {\n    categories {\n      id\n      name\n    }\n    menu {\n      headboards {\n        id\n        name\n      }\n      mattresses {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectionsMenu {\n    categories {\n      id\n      name\n    }\n    menu {\n      headboards {\n        id\n        name\n      }\n      mattresses {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Price_money on Money {\n    amount\n    currencyCode\n  }\n"): (typeof documents)["\n  fragment Price_money on Money {\n    amount\n    currencyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    sku\n    imageUrl\n    inStock\n    status\n    leadTime\n    price {\n      ...Price_money\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    sku\n    imageUrl\n    inStock\n    status\n    leadTime\n    price {\n      ...Price_money\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompanyAddress($input: CompanyAddressInput!) {\n    createCompanyAddress(input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompanyAddress($input: CompanyAddressInput!) {\n    createCompanyAddress(input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyAddress($addressId: ID!, $input: CompanyAddressInput!) {\n    updateCompanyAddress(addressId: $addressId, input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyAddress($addressId: ID!, $input: CompanyAddressInput!) {\n    updateCompanyAddress(addressId: $addressId, input: $input) {\n      message\n      address {\n        id\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompanyAddress($addressId: ID!) {\n    deleteCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompanyAddress($addressId: ID!) {\n    deleteCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultCompanyAddress($addressId: ID!) {\n    setDefaultCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultCompanyAddress($addressId: ID!) {\n    setDefaultCompanyAddress(addressId: $addressId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyUserRow_user on CompanyUser {\n    id\n    fullName\n    email\n    role\n    status\n    accountHolder\n    orderLimit {\n      amount\n    }\n    monthLimit {\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyUserRow_user on CompanyUser {\n    id\n    fullName\n    email\n    role\n    status\n    accountHolder\n    orderLimit {\n      amount\n    }\n    monthLimit {\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyUsers {\n    companyUsers {\n      id\n      ...CompanyUserRow_user\n    }\n  }\n"): (typeof documents)["\n  query CompanyUsers {\n    companyUsers {\n      id\n      ...CompanyUserRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteCompanyUser($input: InviteCompanyUserInput!) {\n    inviteCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteCompanyUser($input: InviteCompanyUserInput!) {\n    inviteCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyUser($input: UpdateCompanyUserInput!) {\n    updateCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyUser($input: UpdateCompanyUserInput!) {\n    updateCompanyUser(input: $input) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendCompanyUser($userId: ID!) {\n    suspendCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendCompanyUser($userId: ID!) {\n    suspendCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinstateCompanyUser($userId: ID!) {\n    reinstateCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReinstateCompanyUser($userId: ID!) {\n    reinstateCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReinviteCompanyUser($userId: ID!) {\n    reinviteCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReinviteCompanyUser($userId: ID!) {\n    reinviteCompanyUser(userId: $userId) {\n      message\n      user {\n        id\n        ...CompanyUserRow_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCompanyUser($userId: ID!) {\n    removeCompanyUser(userId: $userId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCompanyUser($userId: ID!) {\n    removeCompanyUser(userId: $userId) {\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRule {\n    approvalRule {\n      amount\n    }\n  }\n"): (typeof documents)["\n  query ApprovalRule {\n    approvalRule {\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApprovalRule($approvalAbove: String!) {\n    setApprovalRule(approvalAbove: $approvalAbove) {\n      approvalAbove {\n        amount\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetApprovalRule($approvalAbove: String!) {\n    setApprovalRule(approvalAbove: $approvalAbove) {\n      approvalAbove {\n        amount\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountInfo {\n    viewer {\n      id\n      ...AccountInfoForm_user\n    }\n  }\n"): (typeof documents)["\n  query AccountInfo {\n    viewer {\n      id\n      ...AccountInfoForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      message\n      user {\n        id\n        firstName\n        ...AccountInfoForm_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      message\n      user {\n        id\n        firstName\n        ...AccountInfoForm_user\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {\n    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($currentPassword: String!, $newPassword: String!) {\n    updatePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountInfoForm_user on User {\n    id\n    fullName\n    phoneNumber\n    country\n    companyName\n    officeAddress\n    officeCity\n    officeEircode\n    deliveryAddress\n    deliveryCity\n    deliveryEircode\n    vatNumber\n    email\n    invoiceEmail\n    creditLimit {\n      amount\n      currencyCode\n    }\n  }\n"): (typeof documents)["\n  fragment AccountInfoForm_user on User {\n    id\n    fullName\n    phoneNumber\n    country\n    companyName\n    officeAddress\n    officeCity\n    officeEircode\n    deliveryAddress\n    deliveryCity\n    deliveryEircode\n    vatNumber\n    email\n    invoiceEmail\n    creditLimit {\n      amount\n      currencyCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      user {\n        ...SessionUserFields @unmask\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      user {\n        id\n        isAdmin\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      user {\n        id\n        isAdmin\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...SessionUserFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...SessionUserFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query CartViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSort_product on Product {\n    name\n    sku\n    createdAt\n    price {\n      amount\n    }\n    categories {\n      id\n    }\n    sizes {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSort_product on Product {\n    name\n    sku\n    createdAt\n    price {\n      amount\n    }\n    categories {\n      id\n    }\n    sizes {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductListing_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n      ...ProductSort_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n      hasNextPage\n      hasPreviousPage\n    }\n  }\n"): (typeof documents)["\n  fragment ProductListing_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n      ...ProductSort_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n      hasNextPage\n      hasPreviousPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsFacets {\n    viewer {\n      id\n    }\n    categories {\n      id\n      name\n      slug\n      productCount\n    }\n    sizes {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query ProductsFacets {\n    viewer {\n      id\n    }\n    categories {\n      id\n      name\n      slug\n      productCount\n    }\n    sizes {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($page: Int!, $limit: Int!, $filter: ProductFilter, $sort: ProductSort) {\n    products(page: $page, limit: $limit, filter: $filter, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n"): (typeof documents)["\n  query ProductList($page: Int!, $limit: Int!, $filter: ProductFilter, $sort: ProductSort) {\n    products(page: $page, limit: $limit, filter: $filter, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryProductList($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      products(page: $page, limit: $limit) {\n        ...ProductListing_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryProductList($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      products(page: $page, limit: $limit) {\n        ...ProductListing_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProductList($query: String!, $page: Int!, $limit: Int!, $sort: ProductSort) {\n    searchProducts(query: $query, page: $page, limit: $limit, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n"): (typeof documents)["\n  query SearchProductList($query: String!, $page: Int!, $limit: Int!, $sort: ProductSort) {\n    searchProducts(query: $query, page: $page, limit: $limit, sort: $sort) {\n      ...ProductListing_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductResults_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n    }\n  }\n"): (typeof documents)["\n  fragment ProductResults_page on ProductPage {\n    items {\n      id\n      ...ProductCard_product\n    }\n    pageInfo {\n      currentPage\n      totalPages\n      totalProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      name\n      isBeds\n      productCount\n      products(page: $page, limit: $limit) {\n        ...ProductResults_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($name: String!, $page: Int!, $limit: Int!) {\n    category(name: $name) {\n      id\n      name\n      isBeds\n      productCount\n      products(page: $page, limit: $limit) {\n        ...ProductResults_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutViewer {\n    viewer {\n      id\n      fullName\n      email\n      phoneNumber\n      country\n      deliveryAddress\n      deliveryCity\n      subscribed\n      companyRole\n      availableCredit {\n        ...Price_money\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutViewer {\n    viewer {\n      id\n      fullName\n      email\n      phoneNumber\n      country\n      deliveryAddress\n      deliveryCity\n      subscribed\n      companyRole\n      availableCredit {\n        ...Price_money\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orders {\n        id\n        trackingId\n      }\n      purchaseOrder {\n        id\n        number\n      }\n      approval {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      orders {\n        id\n        trackingId\n      }\n      purchaseOrder {\n        id\n        number\n      }\n      approval {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!, $file: Upload) {\n    sendContactMessage(input: $input, file: $file) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!, $file: Upload) {\n    sendContactMessage(input: $input, file: $file) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCallback($input: CallbackRequestInput!) {\n    requestCallback(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCallback($input: CallbackRequestInput!) {\n    requestCallback(input: $input) {\n      success\n      message\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query HomeViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNews {\n    news {\n      id\n      title\n      contentHtml\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query HomeNews {\n    news {\n      id\n      title\n      contentHtml\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    products(page: 1, limit: 8) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    products(page: 1, limit: 8) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterState {\n    viewer {\n      id\n      subscribed\n    }\n  }\n"): (typeof documents)["\n  query NewsletterState {\n    viewer {\n      id\n      subscribed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNewsletterSubscription($subscribed: Boolean!) {\n    setNewsletterSubscription(subscribed: $subscribed) {\n      user {\n        id\n        subscribed\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetNewsletterSubscription($subscribed: Boolean!) {\n    setNewsletterSubscription(subscribed: $subscribed) {\n      user {\n        id\n        subscribed\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalsViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query ApprovalsViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApprovalCard_approval on OrderApproval {\n    id\n    status\n    total {\n      ...Price_money\n    }\n    reasons\n    placedBy\n    decidedBy\n    note\n    buyerPoNumber\n    createdAt\n    expiresAt\n    canDecide\n    lines {\n      productName\n      sizeLabel\n      fabricName\n      fabricColorName\n      quantity\n      referenceNumber\n      total {\n        ...Price_money\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ApprovalCard_approval on OrderApproval {\n    id\n    status\n    total {\n      ...Price_money\n    }\n    reasons\n    placedBy\n    decidedBy\n    note\n    buyerPoNumber\n    createdAt\n    expiresAt\n    canDecide\n    lines {\n      productName\n      sizeLabel\n      fabricName\n      fabricColorName\n      quantity\n      referenceNumber\n      total {\n        ...Price_money\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderApprovals {\n    orderApprovals {\n      id\n      ...ApprovalCard_approval\n    }\n  }\n"): (typeof documents)["\n  query OrderApprovals {\n    orderApprovals {\n      id\n      ...ApprovalCard_approval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOrder($approvalId: ID!, $note: String) {\n    approveOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveOrder($approvalId: ID!, $note: String) {\n    approveOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectOrder($approvalId: ID!, $note: String) {\n    rejectOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectOrder($approvalId: ID!, $note: String) {\n    rejectOrder(approvalId: $approvalId, note: $note) {\n      message\n      approval {\n        id\n        ...ApprovalCard_approval\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCard_order on Order {\n    id\n    trackingId\n    referenceNumber\n    orderDate\n    cancelled\n    cancellable\n    deliveryStatus\n    productId\n    productName\n    productImage\n    sizeLabel\n    fabricName\n    fabricColorName\n    storageType\n    quantity\n    totalPrice {\n      ...Price_money\n    }\n    specialQuote\n    specialQuoteFileName\n    placedBy\n  }\n"): (typeof documents)["\n  fragment OrderCard_order on Order {\n    id\n    trackingId\n    referenceNumber\n    orderDate\n    cancelled\n    cancellable\n    deliveryStatus\n    productId\n    productName\n    productImage\n    sizeLabel\n    fabricName\n    fabricColorName\n    storageType\n    quantity\n    totalPrice {\n      ...Price_money\n    }\n    specialQuote\n    specialQuoteFileName\n    placedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    viewer {\n      id\n      fullName\n      availableCredit {\n        ...Price_money\n      }\n      orders {\n        id\n        cancelled\n        deliveryStatus\n        placedBy\n        ...OrderCard_order\n      }\n      ...PurchaseOrders_user\n      ...Statements_user\n    }\n  }\n"): (typeof documents)["\n  query MyOrders {\n    viewer {\n      id\n      fullName\n      availableCredit {\n        ...Price_money\n      }\n      orders {\n        id\n        cancelled\n        deliveryStatus\n        placedBy\n        ...OrderCard_order\n      }\n      ...PurchaseOrders_user\n      ...Statements_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetail($trackingId: String!) {\n    viewer {\n      id\n      order(trackingId: $trackingId) {\n        id\n        trackingId\n        shippingAddress\n        purchaseOrderNumber\n        ...OrderCard_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDetail($trackingId: String!) {\n    viewer {\n      id\n      order(trackingId: $trackingId) {\n        id\n        trackingId\n        shippingAddress\n        purchaseOrderNumber\n        ...OrderCard_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      order {\n        id\n        ...OrderCard_order\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($orderId: ID!) {\n    cancelOrder(orderId: $orderId) {\n      order {\n        id\n        ...OrderCard_order\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Reorder(\n    $orderId: ID!\n    $quantity: Int!\n    $referenceNumber: String\n    $idempotencyKey: String\n  ) {\n    reorder(\n      orderId: $orderId\n      quantity: $quantity\n      referenceNumber: $referenceNumber\n      idempotencyKey: $idempotencyKey\n    ) {\n      order {\n        id\n        trackingId\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Reorder(\n    $orderId: ID!\n    $quantity: Int!\n    $referenceNumber: String\n    $idempotencyKey: String\n  ) {\n    reorder(\n      orderId: $orderId\n      quantity: $quantity\n      referenceNumber: $referenceNumber\n      idempotencyKey: $idempotencyKey\n    ) {\n      order {\n        id\n        trackingId\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseOrders_user on User {\n    purchaseOrders {\n      id\n      number\n      date\n      shippingAddress\n      buyerPoNumber\n      invoiceUrl\n      vatRates\n      net {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      gross {\n        ...Price_money\n      }\n      invoice {\n        number\n        dueDate\n        state\n        pdfUrl\n        gross {\n          ...Price_money\n        }\n        credited {\n          ...Price_money\n        }\n        paid {\n          amount\n          ...Price_money\n        }\n        open {\n          ...Price_money\n        }\n      }\n      creditNotes {\n        number\n        pdfUrl\n      }\n      orders {\n        id\n        trackingId\n        productName\n        quantity\n        cancelled\n        deliveryStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseOrders_user on User {\n    purchaseOrders {\n      id\n      number\n      date\n      shippingAddress\n      buyerPoNumber\n      invoiceUrl\n      vatRates\n      net {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      gross {\n        ...Price_money\n      }\n      invoice {\n        number\n        dueDate\n        state\n        pdfUrl\n        gross {\n          ...Price_money\n        }\n        credited {\n          ...Price_money\n        }\n        paid {\n          amount\n          ...Price_money\n        }\n        open {\n          ...Price_money\n        }\n      }\n      creditNotes {\n        number\n        pdfUrl\n      }\n      orders {\n        id\n        trackingId\n        productName\n        quantity\n        cancelled\n        deliveryStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseOrderReorder($number: String!) {\n    purchaseOrderReorder(number: $number) {\n      ...QuickOrderLineFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query PurchaseOrderReorder($number: String!) {\n    purchaseOrderReorder(number: $number) {\n      ...QuickOrderLineFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Statements_user on User {\n    statements {\n      month\n      label\n      pdfUrl\n      csvUrl\n    }\n  }\n"): (typeof documents)["\n  fragment Statements_user on User {\n    statements {\n      month\n      label\n      pdfUrl\n      csvUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPriceQuote($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      vatRate\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n      unitGross {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPriceQuote($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      vatRate\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n      unitGross {\n        amount\n        currencyCode\n      }\n      lineTotal {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadSpecialQuoteFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadSpecialQuoteFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n        fileName\n      }\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails_product on Product {\n    descriptionHtml\n    sizes {\n      id\n      label\n      lengthCm\n      widthCm\n      heightCm\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetails_product on Product {\n    descriptionHtml\n    sizes {\n      id\n      label\n      lengthCm\n      widthCm\n      heightCm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n    imageAlts\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    name\n    imageUrl\n    images\n    imageAlts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductOptions_product on Product {\n    isBed\n    sizes {\n      id\n      label\n    }\n    fabrics {\n      id\n      name\n      colors {\n        id\n        name\n        imageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductOptions_product on Product {\n    isBed\n    sizes {\n      id\n      label\n    }\n    fabrics {\n      id\n      name\n      colors {\n        id\n        name\n        imageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($id: ID!) {\n    viewer {\n      id\n    }\n    product(id: $id) {\n      id\n      name\n      sku\n      inStock\n      status\n      leadTime\n      isBed\n      purchasable\n      imageUrl\n      storageTypes\n      price {\n        amount\n        currencyCode\n      }\n      volumePrices {\n        minQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n      }\n      categories {\n        id\n        name\n      }\n      sizes {\n        id\n        label\n      }\n      fabrics {\n        id\n        name\n        colors {\n          id\n          name\n        }\n      }\n      variations {\n        id\n        sizeId\n        fabricId\n        fabricColorId\n        price {\n          amount\n          currencyCode\n        }\n      }\n      ...ProductGallery_product\n      ...ProductOptions_product\n      ...ProductDetails_product\n      relatedProducts {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($id: ID!) {\n    viewer {\n      id\n    }\n    product(id: $id) {\n      id\n      name\n      sku\n      inStock\n      status\n      leadTime\n      isBed\n      purchasable\n      imageUrl\n      storageTypes\n      price {\n        amount\n        currencyCode\n      }\n      volumePrices {\n        minQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n      }\n      categories {\n        id\n        name\n      }\n      sizes {\n        id\n        label\n      }\n      fabrics {\n        id\n        name\n        colors {\n          id\n          name\n        }\n      }\n      variations {\n        id\n        sizeId\n        fabricId\n        fabricColorId\n        price {\n          amount\n          currencyCode\n        }\n      }\n      ...ProductGallery_product\n      ...ProductOptions_product\n      ...ProductDetails_product\n      relatedProducts {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickOrder($lines: [QuickOrderLineInput!]!) {\n    quickOrder(lines: $lines) {\n      ...QuickOrderLineFields @unmask\n      price {\n        lineTotal {\n          ...Price_money\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickOrder($lines: [QuickOrderLineInput!]!) {\n    quickOrder(lines: $lines) {\n      ...QuickOrderLineFields @unmask\n      price {\n        lineTotal {\n          ...Price_money\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteFields on Quote {\n    id\n    number\n    state\n    note\n    validUntil\n    createdAt\n    purchaseOrderNumber\n    vatRate\n    pdfUrl\n    net {\n      amount\n    }\n    vat {\n      amount\n    }\n    total {\n      amount\n    }\n    lines {\n      id\n      productName\n      description\n      quantity\n      referenceNumber\n      note\n      fileName\n      fileUrl\n      listUnitPrice {\n        amount\n      }\n      quotedUnitPrice {\n        amount\n      }\n      quotedTotal {\n        amount\n      }\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      fileName\n      fileUrl\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteFields on Quote {\n    id\n    number\n    state\n    note\n    validUntil\n    createdAt\n    purchaseOrderNumber\n    vatRate\n    pdfUrl\n    net {\n      amount\n    }\n    vat {\n      amount\n    }\n    total {\n      amount\n    }\n    lines {\n      id\n      productName\n      description\n      quantity\n      referenceNumber\n      note\n      fileName\n      fileUrl\n      listUnitPrice {\n        amount\n      }\n      quotedUnitPrice {\n        amount\n      }\n      quotedTotal {\n        amount\n      }\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      fileName\n      fileUrl\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes {\n    quotes {\n      id\n      number\n      state\n      createdAt\n      validUntil\n      total {\n        amount\n      }\n      lines {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quotes {\n    quotes {\n      id\n      number\n      state\n      createdAt\n      validUntil\n      total {\n        amount\n      }\n      lines {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query Quote($id: ID!) {\n    quote(id: $id) {\n      ...QuoteFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      quote {\n        id\n        number\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      quote {\n        id\n        number\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuote($id: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(id: $id, input: $input) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      orders {\n        id\n        trackingId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptQuote($id: ID!, $input: AcceptQuoteInput!) {\n    acceptQuote(id: $id, input: $input) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      orders {\n        id\n        trackingId\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineQuote($id: ID!, $reason: String) {\n    declineQuote(id: $id, reason: $reason) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToQuote($id: ID!, $body: String!, $fileId: ID) {\n    replyToQuote(id: $id, body: $body, fileId: $fileId) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToQuote($id: ID!, $body: String!, $fileId: ID) {\n    replyToQuote(id: $id, body: $body, fileId: $fileId) {\n      quote {\n        ...QuoteFields @unmask\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadQuoteReplyFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadQuoteReplyFile($file: Upload!) {\n    uploadSpecialQuoteFile(file: $file) {\n      file {\n        id\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedListFields on SavedList {\n    id\n    name\n    shared\n    createdByName\n    canEdit\n    canManage\n    updatedAt\n    lines {\n      id\n      productId\n      productName\n      sku\n      productImage\n      categories\n      isBed\n      sizeId\n      sizeLabel\n      fabricId\n      fabricName\n      fabricColorId\n      fabricColorName\n      storage\n      quantity\n      unavailable\n      price {\n        unitPrice {\n          amount\n        }\n        unitVat {\n          amount\n        }\n        lineTotal {\n          amount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SavedListFields on SavedList {\n    id\n    name\n    shared\n    createdByName\n    canEdit\n    canManage\n    updatedAt\n    lines {\n      id\n      productId\n      productName\n      sku\n      productImage\n      categories\n      isBed\n      sizeId\n      sizeLabel\n      fabricId\n      fabricName\n      fabricColorId\n      fabricColorName\n      storage\n      quantity\n      unavailable\n      price {\n        unitPrice {\n          amount\n        }\n        unitVat {\n          amount\n        }\n        lineTotal {\n          amount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedListPayloadFields on SavedListPayload {\n    savedList {\n      id\n      name\n      shared\n      updatedAt\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"): (typeof documents)["\n  fragment SavedListPayloadFields on SavedListPayload {\n    savedList {\n      id\n      name\n      shared\n      updatedAt\n    }\n    userErrors {\n      ...UserErrorFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedLists {\n    savedLists {\n      id\n      name\n      shared\n      createdByName\n      canEdit\n      updatedAt\n      lines {\n        id\n        unavailable\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedLists {\n    savedLists {\n      id\n      name\n      shared\n      createdByName\n      canEdit\n      updatedAt\n      lines {\n        id\n        unavailable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedList($id: ID!) {\n    savedList(id: $id) {\n      ...SavedListFields @unmask\n    }\n  }\n"): (typeof documents)["\n  query SavedList($id: ID!) {\n    savedList(id: $id) {\n      ...SavedListFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedList($input: CreateSavedListInput!) {\n    createSavedList(input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedList($input: CreateSavedListInput!) {\n    createSavedList(input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {\n    updateSavedList(id: $id, input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedList($id: ID!, $input: UpdateSavedListInput!) {\n    updateSavedList(id: $id, input: $input) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedList($id: ID!) {\n    deleteSavedList(id: $id) {\n      deletedId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSavedList($id: ID!) {\n    deleteSavedList(id: $id) {\n      deletedId\n      userErrors {\n        ...UserErrorFields @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {\n    addToSavedList(id: $id, lines: $lines) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddToSavedList($id: ID!, $lines: [CartLineInput!]!) {\n    addToSavedList(id: $id, lines: $lines) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {\n    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation SetSavedListLineQuantity($id: ID!, $lineId: ID!, $quantity: Int!) {\n    setSavedListLineQuantity(id: $id, lineId: $lineId, quantity: $quantity) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {\n    removeSavedListLine(id: $id, lineId: $lineId) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSavedListLine($id: ID!, $lineId: ID!) {\n    removeSavedListLine(id: $id, lineId: $lineId) {\n      ...SavedListPayloadFields @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrackOrder($trackingId: String!) {\n    trackOrder(trackingId: $trackingId) {\n      referenceNumber\n      orderDate\n      shippingAddress\n      productImage\n      productName\n      fabricName\n      fabricColorName\n      quantity\n      totalPrice {\n        ...Price_money\n      }\n      trackingId\n      deliveryStatus\n      deliverySteps {\n        name\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrackOrder($trackingId: String!) {\n    trackOrder(trackingId: $trackingId) {\n      referenceNumber\n      orderDate\n      shippingAddress\n      productImage\n      productName\n      fabricName\n      fabricColorName\n      quantity\n      totalPrice {\n        ...Price_money\n      }\n      trackingId\n      deliveryStatus\n      deliverySteps {\n        name\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickOrderLineFields on QuickOrderLine {\n    line\n    sku\n    error\n    productId\n    productName\n    productImage\n    categories\n    isBed\n    sizeId\n    sizeLabel\n    fabricId\n    fabricName\n    fabricColorId\n    fabricColorName\n    storage\n    quantity\n    referenceNumber\n    price {\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment QuickOrderLineFields on QuickOrderLine {\n    line\n    sku\n    error\n    productId\n    productName\n    productImage\n    categories\n    isBed\n    sizeId\n    sizeLabel\n    fabricId\n    fabricName\n    fabricColorId\n    fabricColorName\n    storage\n    quantity\n    referenceNumber\n    price {\n      unitPrice {\n        amount\n        currencyCode\n      }\n      unitVat {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      lines {\n        quantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        unitVat {\n          ...Price_money\n        }\n        lineTotal {\n          ...Price_money\n        }\n      }\n      subtotal {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      total {\n        ...Price_money\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartQuote($lines: [CartLineInput!]!) {\n    cartQuote(lines: $lines) {\n      lines {\n        quantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        unitVat {\n          ...Price_money\n        }\n        lineTotal {\n          ...Price_money\n        }\n      }\n      subtotal {\n        ...Price_money\n      }\n      vat {\n        ...Price_money\n      }\n      total {\n        ...Price_money\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLinePrice($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      lineTotal {\n        ...Price_money\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartLinePrice($input: CartLineInput!) {\n    priceQuote(input: $input) {\n      quantity\n      lineTotal {\n        ...Price_money\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyAddresses {\n    companyAddresses {\n      id\n      recipientName\n      companyName\n      line1\n      line2\n      town\n      county\n      eircode\n      phone\n      deliveryNotes\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query CompanyAddresses {\n    companyAddresses {\n      id\n      recipientName\n      companyName\n      line1\n      line2\n      town\n      county\n      eircode\n      phone\n      deliveryNotes\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    fullName\n    firstName\n    officeCity\n    isAdmin\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    fullName\n    firstName\n    officeCity\n    isAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApprovalUpdated {\n    approvalUpdated {\n      kind\n      approvalId\n      placedBy\n      total {\n        amount\n        currencyCode\n      }\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription ApprovalUpdated {\n    approvalUpdated {\n      kind\n      approvalId\n      placedBy\n      total {\n        amount\n        currencyCode\n      }\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated {\n    orderUpdated {\n      kind\n      trackingId\n      productName\n      previousStatus\n      deliveryStatus\n      at\n      order {\n        id\n        trackingId\n        deliveryStatus\n        cancelled\n        cancellable\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OrderUpdated {\n    orderUpdated {\n      kind\n      trackingId\n      productName\n      previousStatus\n      deliveryStatus\n      at\n      order {\n        id\n        trackingId\n        deliveryStatus\n        cancelled\n        cancellable\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;