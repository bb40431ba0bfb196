/** Boot stage (10-router.ts): the route table (the routes' own code loads from here, lazily). See stage.ts. */
export * from '@/app/router';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./11-start');
