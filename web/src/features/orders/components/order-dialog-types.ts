/** The props of My Orders' dialogs, shared by their lazy wrappers and their views (issue 29). */

/** The order the Reorder modal repeats: its id and the product it names. */
export interface ReorderTarget {
  /** The order's id. */
  orderId: string;
  /** The ordered product's name, shown in the modal. */
  productName: string;
}

/** Props of `ReorderDialog`. */
export interface ReorderDialogProps {
  /** The order to repeat; the modal is open while set. */
  target: ReorderTarget | null;
  /** The signed-in customer's id (to refresh their orders and credit). */
  userId: string;
  /** Closes the modal. */
  onClose: () => void;
}

/** Props of `CancelOrderDialog`. */
export interface CancelOrderDialogProps {
  /** The order to cancel; the dialog is open while set. */
  orderId: string | null;
  /** The signed-in customer's id (to refresh their orders and credit). */
  userId: string;
  /** Closes the dialog. */
  onClose: () => void;
}
