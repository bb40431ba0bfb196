/** Boot stage (6-mega-menu.ts): the collections menu. See stage.ts. */
export * from '@/app/layout/mega-menu';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./7-header');
