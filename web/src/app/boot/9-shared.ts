/**
 * Boot stage (9-shared.ts): the small parts most routes share (page titles and containers, form
 * fields and messages, icons, alerts, lists, dates, the company's details), so that each of them
 * is part of the frame, not a script file of its own that every route loads (issue 29: each file
 * costs a task of its own). Chosen from the build: the shared chunks of under 2 KB that 8 or more
 * routes loaded, and (stop 44) those of under 1 KB that three or more of the buyer's pages
 * (products, product, cart, checkout, quick order, My Orders) loaded: 2.1 KiB brotli more on every
 * page, 7 files fewer on a product page (37 -> 30). See stage.ts.
 */
export {
  Alert,
  Field,
  Icon,
  Input,
  InputGroup,
  List,
  NativeSelect,
  Separator,
  SimpleGrid,
  Table,
  Textarea,
} from '@chakra-ui/react';
export * from '@/components/form/form-field';
export * from '@/components/form/form-message';
export * from '@/components/not-found';
export * from '@/components/page-status';
export * from '@/components/quantity-stepper';
export * from '@/lib/cart/configured-item';
export * from '@/lib/order-display';
export * from '@/lib/refresh-orders';
export * from '@/lib/storage-label';
export * from '@/lib/use-timed-message';
export * from '@/components/page-container';
export * from '@/components/page-title';
export * from '@/components/panel-card';
export * from '@/config/company';
export * from '@/lib/dates';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./10-router');
