import { hashPassword } from '../src/identity/password-hash';

/**
 * `npx tsx tools/hash-password.ts <password> [salt-base64]`: prints a password hash in the stand-in's
 * format. The seed's members carry hashes made this way with a fixed salt, so seeding stays fast
 * (scrypt with N = 2^17 takes ~0.4 s per hash) and gives the same rows on every run.
 */
const [password, salt] = process.argv.slice(2);
if (!password) {
  console.error('usage: tsx tools/hash-password.ts <password> [salt-base64]');
  process.exit(2);
}
console.log(await hashPassword(password, salt ? Buffer.from(salt, 'base64') : undefined));
