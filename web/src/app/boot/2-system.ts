/** Boot stage (2-system.ts): the Chakra system built from the theme. See stage.ts. */
export * from '@/app/system';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./3-apollo');
