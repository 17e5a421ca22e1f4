import type { AddressInfo } from 'node:net';

import { frontDoorServer, type FrontDoor } from './front-door-server';

describe('the front door server', () => {
  it('answers what the door takes, hands the rest to the handler, and keeps the time-outs', async () => {
    let door: FrontDoor | undefined;
    const handled: string[] = [];
    const server = frontDoorServer(() => door)(
      (request, response) => {
        handled.push(request.url ?? '');
        response.end('framework');
      },
      { keepAliveTimeout: 1234, requestTimeout: 15_000, connectionTimeout: 30_000 },
    );
    expect([server.keepAliveTimeout, server.requestTimeout, server.timeout]).toEqual([
      1234, 15_000, 30_000,
    ]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const text = async (path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    try {
      // No door fitted yet: everything goes to the framework.
      expect(await text('/a')).toBe('framework');
      door = (request, response) => {
        if (request.url !== '/door') return false;
        response.end('door');
        return true;
      };
      expect(await text('/door')).toBe('door');
      expect(await text('/b')).toBe('framework');
      expect(handled).toEqual(['/a', '/b']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
