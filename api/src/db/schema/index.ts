/** The whole Drizzle schema: one module per feature, re-exported here (spec §3). */
export * from './catalog.js';
export * from './accounts.js';
export * from './forms.js';
export * from './orders.js';
export * from './catalog-admin.js';
export * from './audit.js';
export * from './files.js';
export * from './books.js';
export * from './pricing.js';
export * from './quotes.js';
export * from './approvals.js';
export * from './saved-lists.js';
export * from './account-notes.js';
export * from './addresses.js';
