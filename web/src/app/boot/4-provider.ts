/** Boot stage (4-provider.ts): the providers. See stage.ts. */
export * from '@/app/provider';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./5-react-router');
