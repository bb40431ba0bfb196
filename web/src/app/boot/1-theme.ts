/** Boot stage (1-theme.ts): the theme's code. See stage.ts. */
export * from '@/app/theme';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./2-system');
