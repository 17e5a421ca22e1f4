import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Answers a request itself (true) or leaves it, untouched, to the framework (false). */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The HTTP settings Fastify applies to a server it makes itself (lib/server.js), by name. */
interface ServerSettings {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * Fastify's `serverFactory`: the plain HTTP/1.1 server Fastify would make, with its time-outs, whose
 * requests go to `door()` first and to Fastify's handler when the door declines. `door` is read per
 * request, so the app can fit it once the parts it needs exist (after the server is made).
 */
export function frontDoorServer(door: () => FrontDoor | undefined) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    settings: ServerSettings,
  ): Server => {
    const server = createServer((request, response) => {
      if (door()?.(request, response) !== true) handler(request, response);
    });
    if (settings.keepAliveTimeout !== undefined)
      server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout ?? 0);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
