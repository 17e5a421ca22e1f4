import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The RP certificate's passphrase, as BankID's own test certificate's (PROTOCOLS.md §3.1). */
export const TEST_RP_PASSPHRASE = 'qwerty123';

/**
 * The BankID stand-in's test PKI: a CA, the server's certificate (localhost and the loopback
 * addresses) and the relying party's client certificate, both issued by that CA. The RP's is
 * also a PKCS#12 file sealed with a passphrase, the form BankID hands a relying party its own in.
 */
export interface TestPki {
  dir: string;
  /** The CA certificate (PEM): the server trusts RP certificates from it, the RP the server's. */
  ca: string;
  serverKey: string;
  serverCert: string;
  /** The RP certificate and key as PKCS#12 (`rp.p12`), sealed with TEST_RP_PASSPHRASE. */
  rpPfx: Buffer;
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

function openssl(cwd: string, args: string[]): void {
  try {
    execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`openssl ${args[0]} failed: ${stderr || (error as Error).message}`);
  }
}

/** A key and a certificate issued by the CA in `work`, with the given X.509 v3 extensions. */
function issue(work: string, name: string, subject: string, extensions: string[]): void {
  openssl(work, [
    'req',
    '-new',
    ...EC_KEY,
    '-keyout',
    `${name}-key.pem`,
    '-out',
    `${name}.csr`,
    '-subj',
    subject,
  ]);
  writeFileSync(join(work, `${name}.ext`), `${extensions.join('\n')}\n`);
  openssl(work, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca-key.pem',
    '-CAcreateserial',
    '-days',
    '825',
    '-sha256',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  ]);
}

function generate(work: string): void {
  openssl(work, [
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    'ca-key.pem',
    '-out',
    'ca.pem',
    '-days',
    '3650',
    '-subj',
    '/CN=Klubb BankID stand-in test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  issue(work, 'server', '/CN=localhost', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=serverAuth',
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
  ]);
  issue(work, 'rp', '/O=Klubb test relying party/CN=Klubb RP test certificate', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=clientAuth',
  ]);
  openssl(work, [
    'pkcs12',
    '-export',
    '-inkey',
    'rp-key.pem',
    '-in',
    'rp.pem',
    '-certfile',
    'ca.pem',
    '-out',
    'rp.p12',
    '-passout',
    `pass:${TEST_RP_PASSPHRASE}`,
  ]);
}

/**
 * The test PKI in `dir`, made on first use (with Debian's openssl) and kept: the relying party's
 * certificate stays the same across restarts, as a real one does for its validity. Made in a
 * folder beside `dir` and moved into place, so two processes starting at once agree on one.
 */
export function ensureTestPki(dir: string): TestPki {
  if (!existsSync(join(dir, 'rp.p12'))) {
    mkdirSync(dirname(dir), { recursive: true });
    const work = mkdtempSync(`${dir}.new-`);
    try {
      generate(work);
      try {
        renameSync(work, dir);
      } catch (error) {
        if (!existsSync(join(dir, 'rp.p12'))) throw error;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    dir,
    ca: read('ca.pem'),
    serverKey: read('server-key.pem'),
    serverCert: read('server.pem'),
    rpPfx: readFileSync(join(dir, 'rp.p12')),
  };
}
