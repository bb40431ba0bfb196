/** Boot stage (3-apollo.ts): Apollo Client. See stage.ts. */
export * from '@/lib/apollo';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./4-provider');
