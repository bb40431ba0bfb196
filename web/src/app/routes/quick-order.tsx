import QuickOrderRoute from '@/features/quick-order/routes/quick-order';
import { SaveToList } from '@/features/saved-lists';

/**
 * The quick order page at /quick-order (issue 14) with the saved-lists feature's "Save to list"
 * for the good lines (issue 24). Pages that combine features live here (issue 15).
 */
export default function QuickOrderPage() {
  return <QuickOrderRoute linesActions={(lines) => <SaveToList lines={lines} />} />;
}
