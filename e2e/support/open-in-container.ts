// Opens the app as a native container would, for native developers to watch what the web app
// asks of the container (docs/native-bridge.md):
//   npx tsx e2e/support/open-in-container.ts ios|android [app URL] [--version=0.9.0] [--headless]
// Chromium opens with the container's user agent and the simulator's bridge; every bridge call
// is printed here as it happens, with its payload and what the simulator answered.
import { chromium, devices } from '@playwright/test';

import { CHROMIUM_BINARY } from '../playwright.config';

import {
  CONTAINER_USER_AGENTS,
  defaultScript,
  installContainerSimulator,
  type ContainerPlatform,
} from './container-simulator';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const platform = (args.find((arg) => arg === 'ios' || arg === 'android') ??
    'ios') as ContainerPlatform;
  const url = args.find((arg) => /^https?:\/\//.test(arg)) ?? 'http://localhost:3000';
  const version = args.find((arg) => arg.startsWith('--version='))?.split('=')[1];
  const headless = args.includes('--headless');
  const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 0);

  const browser = await chromium.launch({
    headless,
    executablePath: CHROMIUM_BINARY,
    args: ['--no-sandbox'],
  });
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    userAgent: CONTAINER_USER_AGENTS[platform],
  });
  const page = await context.newPage();
  const started = Date.now();
  await page.exposeFunction(
    '__klubbContainerReport',
    (call: { name: string; payload: unknown }) => {
      const at = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
      console.log(`${at}s  ${call.name}  ${JSON.stringify(call.payload)}`);
    },
  );
  const script = defaultScript(platform, version ? { version } : {});
  // As source, with esbuild's name helper (tsx keeps function names) defined for the page.
  await page.addInitScript({
    content: `var __name = (f) => f; (${installContainerSimulator.toString()})(${JSON.stringify(script)});`,
  });
  page.on('pageerror', (error) => console.log(`        page error: ${error.message}`));
  page.on('console', (message) => {
    if (/native bridge|container service|\[klubb\]/.test(message.text())) {
      console.log(`        console: ${message.text()}`);
    }
  });
  console.log(`The ${platform} container (${JSON.stringify(script)}) opens ${url}`);
  await page.goto(url);
  if (seconds > 0 || headless) {
    await page.waitForTimeout((seconds || 12) * 1000);
    await browser.close();
  } else {
    await page.waitForEvent('close', { timeout: 0 });
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
