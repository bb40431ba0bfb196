/** Boot stage (8-app-layout.ts): the rest of the page frame. See stage.ts. */
export * from '@/app/layout/app-layout';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./9-shared');
