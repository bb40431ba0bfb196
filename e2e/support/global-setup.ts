import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from './stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    dataDir: string;
  }
}

let stack: Stack | undefined;

/** Starts one stack for the whole e2e run and hands its URLs to the journeys. */
export async function setup(project: TestProject) {
  stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('dataDir', stack.dataDir);
}

/** Stops the stack and removes its data folder. */
export async function teardown() {
  await stack?.stop();
}
