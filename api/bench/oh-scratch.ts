import { orderListSchema } from '@klubb/contracts';
import { MIGRATIONS_DIR } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { seedDatabase } from '../src/db/seed';
import { orderHistory } from '../src/services/order-history';
import { findUserWithRole } from '../src/services/users/user-records';
import { growDatabase, SCALE_MEMBER } from './scale-grow';
import { eq, sql } from 'drizzle-orm';
import { brandRoles, users } from '../src/db/schema';
import { brotliCompressSync, constants } from 'node:zlib';

const schema = `klubb_oh_${process.pid}`;
const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test', schema });
try {
  await runMigrations(database, MIGRATIONS_DIR);
  await seedDatabase(database);
  await growDatabase(database, 1);
  const N = 300;
  const time = async (name: string, fn: () => unknown) => {
    for (let i = 0; i < 30; i++) await fn();
    const c0 = process.cpuUsage(); const t = performance.now();
    for (let i = 0; i < N; i++) await fn();
    const c = process.cpuUsage(c0);
    console.log(name.padEnd(30), 'wall', ((performance.now() - t) / N).toFixed(3), 'cpu', ((c.user + c.system) / 1000 / N).toFixed(3), 'ms');
  };
  const rows = await orderHistory(database.orm, SCALE_MEMBER.uid, 'http://x');
  const json = JSON.stringify(rows);
  console.log('orders', rows.length, 'bytes', json.length);
  await time('findUserWithRole', () => findUserWithRole(database.orm, SCALE_MEMBER.uid));
  const prepared = database.orm.select({ user: users, role: brandRoles }).from(users).leftJoin(brandRoles, eq(brandRoles.id, users.brandRoleId)).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('find_user_with_role');
  await time('findUserWithRole prepared', () => prepared.execute({ id: SCALE_MEMBER.uid }));
  await time('raw pg query', () => database.sql.query('SELECT u.*, r.* FROM users u LEFT JOIN brand_roles r ON r.id = u.brand_role_id WHERE u.id = $1 LIMIT 1', [SCALE_MEMBER.uid]));
  await time('findUserWithRole', () => findUserWithRole(database.orm, SCALE_MEMBER.uid));
  await time('orderHistory', () => orderHistory(database.orm, SCALE_MEMBER.uid, 'http://x'));
  await time('orderListSchema.parse', () => orderListSchema.parse(rows));
  await time('JSON.stringify', () => JSON.stringify(rows));
  await time('brotli q4', () => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
} finally {
  await database.sql.exec(`DROP SCHEMA ${schema} CASCADE`);
  await database.close();
}
