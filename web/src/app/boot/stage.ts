/**
 * One stage of the browser entry's start-up (web/src/main.tsx, issues 12 and 29): a module that
 * evaluates part of the app's code and names the stage after it.
 *
 * Each stage imports the next one itself (a chain, not a list in the entry): the bundler then
 * knows that everything an earlier stage loaded is already there when a later stage (or a route,
 * imported by the last stages) loads, and keeps every module in the first stage that needs it,
 * instead of splitting the modules the stages share into many small files of their own (each
 * script file costs the browser a task of its own, whatever its size).
 */
export interface BootStage {
  /** Loads the next stage; absent on the last stage ({@link import('./11-start')}). */
  nextStage?: () => Promise<BootStage>;
}
