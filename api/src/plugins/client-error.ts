import type { Socket } from 'node:net';

import { ERROR_CODES, type ErrorRecord } from '@klubb/contracts';

const REFUSALS: Record<string, Omit<ErrorRecord, 'code'> & { code: string; reason: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: ERROR_CODES.badRequest,
    reason: 'Request Header Fields Too Large',
    message: 'The URL or the headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: ERROR_CODES.timeout,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive',
  },
};

const MALFORMED = {
  status: 400,
  code: ERROR_CODES.badRequest,
  reason: 'Bad Request',
  message: 'The request is not valid HTTP',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused is answered with an error record
 * (Fastify's default writes its own `{error, message, statusCode}`), then the socket is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { reason, ...record } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(record);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${record.status} ${reason}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
