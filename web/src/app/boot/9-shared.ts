/**
 * Boot stage (9-shared.ts): the small parts most routes share (page titles and containers, form
 * fields and messages, icons, alerts, lists, dates, the company's details), so that each of them
 * is part of the frame, not a script file of its own that every route loads (issue 29: each file
 * costs a task of its own). Chosen from the build: the shared chunks of under 2 KB that 8 or more
 * routes loaded. See stage.ts.
 */
export { Alert, Field, Icon, Input, List, SimpleGrid } from '@chakra-ui/react';
export * from '@/components/form/form-field';
export * from '@/components/form/form-message';
export * from '@/components/page-container';
export * from '@/components/page-title';
export * from '@/components/panel-card';
export * from '@/config/company';
export * from '@/lib/dates';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./10-router');
