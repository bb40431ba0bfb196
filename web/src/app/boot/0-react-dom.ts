/** Boot stage (0-react-dom.ts): React DOM. See stage.ts. */
export { createRoot, hydrateRoot } from 'react-dom/client';
/** The next stage of the app's start-up. */
export const nextStage = () => import('./1-theme');
