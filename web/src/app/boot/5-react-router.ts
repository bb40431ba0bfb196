/** Boot stage (5-react-router.ts): React Router. See stage.ts. */
export * from '@/app/react-router';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./6-mega-menu');
