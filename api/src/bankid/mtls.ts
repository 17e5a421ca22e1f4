import { Agent, request } from 'node:https';
import type { AddressInfo } from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';

import type { RpAuthRequest, RpAuthResponse, RpCollectResponse } from '@klubb/contracts';

import type { BankIdRp } from './bankid-rp';
import type { OrderBook } from './order-book';
import { RpError } from './rp-error';
import { rpRoutes } from './rp-routes';
import { TEST_RP_PASSPHRASE, type TestPki } from './test-pki';

/** BankID's RP API in mutual-TLS mode: where it listens, and the base URL a relying party uses. */
export interface MtlsSettings {
  /** On the loopback address (127.0.0.1); 0: any free port (tests). */
  port: number;
  /** Where the test PKI is kept (made on first start): `api/.data/bankid-tls` by default. */
  dir: string;
}

/**
 * The RP API stand-in as BankID serves it: HTTPS, and no connection without a client
 * certificate issued by the CA BankID trusts (here the test PKI's). A client without one, or with
 * another CA's, is refused in the TLS handshake, before any HTTP.
 */
export async function startMtlsRpServer(
  book: OrderBook,
  pki: TestPki,
  port: number,
): Promise<{ server: FastifyInstance; baseUrl: string }> {
  const server = Fastify({
    https: {
      key: pki.serverKey,
      cert: pki.serverCert,
      ca: pki.ca,
      requestCert: true,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
  });
  await server.register(rpRoutes, { book });
  await server.listen({ host: '127.0.0.1', port });
  const address = server.server.address() as AddressInfo;
  // The server's certificate names 127.0.0.1 (and localhost): checked as BankID's name would be.
  return { server, baseUrl: `https://127.0.0.1:${address.port}/rp/v6.0/` };
}

interface HttpsRpSettings {
  /** The RP API's base URL, ending in `/rp/v6.0/` (BankID's test or production service). */
  baseUrl: string;
  /** The relying party's certificate and key (PKCS#12) and its passphrase. */
  pfx: Buffer;
  passphrase: string;
  /** The CA the RP API's server certificate is checked against (BankID's own, in production). */
  ca: string;
  timeoutMs?: number;
}

/**
 * The relying party's side of the RP API over mutual TLS, as production calls BankID: JSON POSTs
 * with the RP certificate on every connection. BankID's error answers become RpErrors; a
 * connection that fails (refused, TLS, time-out) is an RpError too, so the flow answers 502.
 */
export function httpsRp(settings: HttpsRpSettings): BankIdRp & { close(): void } {
  const agent = new Agent({
    pfx: settings.pfx,
    passphrase: settings.passphrase,
    ca: settings.ca,
    keepAlive: true,
  });
  const call = <T>(method: string, body: unknown) =>
    new Promise<T>((resolve, reject) => {
      const outgoing = request(
        new URL(method, settings.baseUrl),
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json' },
          timeout: settings.timeoutMs ?? 10_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            let parsed: Record<string, unknown> = {};
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof parsed;
            } catch {
              // Not JSON: an RpError below.
            }
            const status = response.statusCode ?? 500;
            if (status === 200) return resolve(parsed as T);
            const code = typeof parsed.errorCode === 'string' ? parsed.errorCode : 'internalError';
            const details = typeof parsed.details === 'string' ? parsed.details : `HTTP ${status}`;
            reject(new RpError(status, code, details));
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) =>
        reject(new RpError(502, 'transportError', `BankID unreachable: ${error.message}`)),
      );
      outgoing.end(JSON.stringify(body));
    });
  return {
    auth: (body: RpAuthRequest) => call<RpAuthResponse>('auth', body),
    collect: (orderRef) => call<RpCollectResponse>('collect', { orderRef }),
    cancel: async (orderRef) => {
      await call<unknown>('cancel', { orderRef });
    },
    close: () => agent.destroy(),
  };
}

/** The stand-in's RP API in mTLS mode and the relying party that calls it, for the API's flow. */
export async function startMtlsMode(book: OrderBook, pki: TestPki, settings: MtlsSettings) {
  const { server, baseUrl } = await startMtlsRpServer(book, pki, settings.port);
  const rp = httpsRp({ baseUrl, pfx: pki.rpPfx, passphrase: TEST_RP_PASSPHRASE, ca: pki.ca });
  return {
    rp,
    baseUrl,
    close: async () => {
      rp.close();
      await server.close();
    },
  };
}
