/** Boot stage (11-start.ts), the last: the start of the app (hydration or first render). See stage.ts. */
import { startApp } from '@/app/start';
import type { BootStage } from './stage';

export { startApp };

/** None: this is the last stage. */
export const nextStage: BootStage['nextStage'] = undefined;

/** What the last stage gives the entry: {@link startApp}, and no next stage. */
export interface LastStage extends BootStage {
  startApp: typeof startApp;
}
