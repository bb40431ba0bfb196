/** Storage option of a bed line as the GraphQL API names it (schema `StorageType`). */
export type CartStorage = 'NONE' | 'OTTOMAN' | 'CLOUD_STORAGE';

/** Special instructions of a cart line: text and an uploaded file's id and name, never the bytes. */
export interface CartSpecialQuote {
  /** Free text, '' when none. */
  text: string;
  /** Id returned by `uploadSpecialQuoteFile`, or null. */
  fileId: string | null;
  /** Original name of the uploaded file, or null. */
  fileName: string | null;
  /**
   * SHA-256 of the file's content (hex), or null when none or when the browser could not hash it:
   * two lines with the same content and name are the same file, whatever the upload's id.
   */
  fileSha256?: string | null;
}

/**
 * One line of the cart as kept in localStorage under 'cart' (spec §3 Cart item), plus what the
 * server needs to price and order it (`productId`, `storage`) and a `lineId` to address the line.
 * `price` and `vat` are euro amounts as 2-decimal text and only display hints: every shown total
 * comes from the server's `cartQuote`.
 */
export interface CartItem {
  /** Stable id of this line inside the cart (not sent to the server). */
  lineId: string;
  /** Product id (spec §3 `id`). */
  id: string;
  /** Product id as the GraphQL API expects it (same value as `id`). */
  productId: string;
  /** Product name. */
  product_name: string;
  /** Net unit price in euros, 2 decimals, e.g. "499.00" (display hint only). */
  price: string;
  /** VAT per unit in euros, 2 decimals (display hint only). */
  vat: string;
  /** Size label, e.g. "4ft6 Double", '' when none. */
  size: string;
  /** Size id, or null. */
  sizeId: string | null;
  /** Quantity, 1 to 99. */
  quantity: number;
  /** Picture URL, '' when none. */
  image: string;
  /** True when Ottoman or Cloud Storage was chosen. */
  isStorage: boolean;
  /** True when Cloud Storage was chosen. */
  isCloudStorage: boolean;
  /** Storage type as shown: 'Non Ottoman', 'Ottoman', 'Cloud Storage', or '' for non-beds. */
  storageType: string;
  /** Storage option for the server. */
  storage: CartStorage;
  /** Customer reference number, '' until entered. */
  referenceNumber: string;
  /** Special instructions text and file. */
  specialQuote: CartSpecialQuote;
  /** Free-text special instructions, '' when none. */
  specialInstructions: string;
  /** Category names of the product. */
  categories: string[];
  /** True when the product is a bed (fabric, colour and storage then tell lines apart). */
  isBed: boolean;
  /** Fabric name (beds), or null. */
  fabric: string | null;
  /** Fabric id (beds), or null. */
  fabricId: string | null;
  /** Fabric colour name (beds), or null. */
  fabricColor: string | null;
  /** Fabric colour id (beds), or null. */
  fabricColorId: string | null;
}

/** What `addToCart` takes: a cart item without its `lineId` (made by the store). */
export type NewCartItem = Omit<CartItem, 'lineId'> & { lineId?: string };
