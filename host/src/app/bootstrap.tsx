import { yieldToMain } from '../lib/yield-to-main';

/**
 * The app's modules evaluate in steps, a task each, in the order they depend on one another: all
 * at once they were one task of ~70 ms on a fast desktop, ~350 ms on a phone, in which the page
 * answered no tap (issue 16, docs/perf.md). Each step's chunk also asks the federation runtime
 * for the shared modules it uses (resolving their versions costs too), so that is spread over
 * the steps as well. Every chunk here is preloaded with the page (render/src).
 */
const STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  // zod's modules, then the contracts' built on them (together ~70 ms on a phone).
  () => import('./zod-core'),
  () => import('@klubb/contracts'),
  () => import('@klubb/sdk'),
  () => import('@klubb/session'),
  () => import('@tanstack/react-query'),
  () => import('react-router-dom'),
  () => import('@klubb/i18n'),
  () => import('@klubb/ui'),
];

async function bootstrap(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await yieldToMain();
  }
  const { startApp } = await import('./start');
  await yieldToMain();
  startApp();
}

void bootstrap();
