/** Boot stage (7-header.ts): the header. See stage.ts. */
export * from '@/app/layout/header';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./8-app-layout');
