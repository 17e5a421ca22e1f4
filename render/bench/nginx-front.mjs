// The production path of the render bench (issue 33, ADR 028): Debian's nginx on the generated
// configuration (deploy/src/nginx-config.mjs, the host's server block as the composed app has it)
// in front of a render service, so the pages come from nginx's proxy_cache as the page's own
// Cache-Control allows, and the static file from the same nginx — the yardstick of the same
// server. Only the host's site: no API front and no remotes' blocks (the bench asks neither).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nginxConfig } from '@klubb/deploy/src/nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from '@klubb/deploy/src/nginx.mjs';
import { distDir, HOST } from '@klubb/deploy/src/topology.mjs';

/**
 * Starts nginx on 127.0.0.1:`port` serving the host's folder, its pages from the render service
 * on 127.0.0.1:`renderPort`. Resolves to { pid, stop() } (nginx's master, whose workers are its
 * children; stop also removes nginx's folder).
 */
export async function startNginxFront({ port, renderPort, workers = 1 }) {
  if (!ensureNginx()) throw new Error('nginx is missing: the production path cannot be measured');
  const prefix = mkdtempSync(join(tmpdir(), 'klubb-render-bench-nginx-'));
  const config = nginxConfig({
    prefix,
    user: nginxUser(),
    workers,
    sites: [
      {
        listen: [`127.0.0.1:${port}`],
        root: distDir(HOST),
        spa: true,
        oneOrigin: { api: false, remotes: [], render: true },
      },
    ],
    render: `127.0.0.1:${renderPort}`,
  });
  try {
    const nginx = await startNginx({ prefix, config });
    return {
      pid: nginx.child.pid,
      stop: async () => {
        await nginx.stop();
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}
