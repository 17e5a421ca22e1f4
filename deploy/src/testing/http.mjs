// The deploy tests' HTTP client: one request to a server on 127.0.0.1, read to the end.
import { createServer, request } from 'node:http';

/**
 * Asks `to` (a port, or a listening server) for `path` and resolves when the answer has ended,
 * with its status, headers, raw header list (to count repeated headers), body as sent (a Buffer)
 * and that body as text. `body` is sent as the request's body.
 */
export function httpRequest(to, path, { method = 'GET', headers = {}, body } = {}) {
  const port = typeof to === 'number' ? to : to.address().port;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const sent = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          raw: res.rawHeaders,
          body: sent,
          text: sent.toString(),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A server for `handler` on a free port of 127.0.0.1, resolved once it listens. */
export function listen(handler) {
  return new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
