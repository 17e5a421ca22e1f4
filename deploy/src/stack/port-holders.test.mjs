import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { portHolder } from './port-holders.mjs';
import { assertPortsFree } from './proc.mjs';

// A child that listens on a free port and prints it; `script` is its file (a stand-in for a
// stack's start command when named scripts/start.mjs).
async function listener(cwd, script) {
  writeFileSync(
    script,
    "import { createServer } from 'node:net';\nconst s = createServer();\n" +
      "s.listen(0, '127.0.0.1', () => console.log(s.address().port));\n",
  );
  const child = spawn(process.execPath, [script], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) =>
    child.stdout.once('data', (d) => resolve(Number(String(d).trim()))),
  );
  return { child, port };
}

const onLinux = process.platform === 'linux' ? describe : describe.skip;

onLinux('portHolder', () => {
  let folder;
  beforeEach(() => {
    folder = realpathSync(mkdtempSync(join(tmpdir(), 'klubb-port-holder-')));
    mkdirSync(join(folder, 'scripts'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test('names a Klubb stack and the folder it was started from, with the pid to stop', async () => {
    // The start command's path is what identifies a stack; here it listens itself.
    const stack = await listener(folder, join(folder, 'scripts/start.mjs'));
    try {
      expect(portHolder(stack.port)).toEqual({
        pid: stack.child.pid,
        kind: 'klubb',
        what: 'a Klubb stack (`npm start`)',
        folder,
        stopPid: stack.child.pid,
      });
      await expect(assertPortsFree([{ name: 'host', port: stack.port }])).rejects.toThrow(
        `${stack.port} (host): held by a Klubb stack (\`npm start\`) started in ${folder}. ` +
          `Stop it with Ctrl-C in its terminal, or \`kill -INT ${stack.child.pid}\`.`,
      );
    } finally {
      stack.child.kill();
    }
  });

  test('names another program by its command', async () => {
    const { child, port } = await listener(folder, join(folder, 'server.mjs'));
    try {
      const holder = portHolder(port);
      expect(holder).toMatchObject({ pid: child.pid, kind: 'other', what: 'node' });
    } finally {
      child.kill();
    }
  });

  test('answers null for a port nobody listens on', () => {
    expect(portHolder(1)).toBeNull();
  });
});
