/**
 * Public face of the saved-lists feature (issue 24 "Saved lists"): the "Save to list" button the
 * product page, quick order and the cart compose in (app/routes). The account pages are loaded
 * lazily by the routes table.
 */
export { SaveToList } from './components/save-to-list';
export type { SaveToListProps } from './components/save-to-list';
