// What compressing a page costs the render service (issue 33): one page's HTML (a file, e.g. a
// rendered feed saved from the service) compressed 200 times each way — through a stream flushed
// at each of the page's three parts, as server.mjs streams a page whose rest is still pending, and
// in one call, as it sends a page complete at the shell — at Brotli qualities and gzip levels;
// prints the process's CPU (main thread and zlib's threads), the main thread's busy time and the
// size. Run alone: a busy machine moves every figure.
//   node render/bench/compression-bench.mjs PAGE.html [--rounds 200]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pipeline, Readable } from 'node:stream';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants as z, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '200' } },
});
const ROUNDS = Number(values.rounds);
const html = readFileSync(positionals[0], 'utf8');
// Three parts, as the service writes them: the head and shell, the rest, the end.
const parts = [html.slice(0, -20_000), html.slice(-20_000, -2_000), html.slice(-2_000)];

const streamed = (make) => () =>
  new Promise((resolve, reject) => {
    let size = 0;
    const compressor = make();
    compressor.on('data', (chunk) => (size += chunk.length));
    compressor.on('end', () => resolve(size));
    pipeline(Readable.from(parts), compressor, (error) => error && reject(error));
  });
const whole = (compress, options) => async () =>
  (await promisify(compress)(Buffer.from(html), options)).length;
const brotli = (quality) => ({ [z.BROTLI_PARAM_QUALITY]: quality });

const variants = {
  'brotli 4, stream': streamed(() =>
    createBrotliCompress({ flush: z.BROTLI_OPERATION_FLUSH, params: brotli(4) }),
  ),
  'brotli 4, one call': whole(brotliCompress, { params: brotli(4) }),
  'brotli 3, one call': whole(brotliCompress, { params: brotli(3) }),
  'brotli 1, one call': whole(brotliCompress, { params: brotli(1) }),
  'brotli 5, one call': whole(brotliCompress, { params: brotli(5) }),
  'gzip 6, stream': streamed(() => createGzip({ level: 6, flush: z.Z_SYNC_FLUSH })),
  'gzip 6, one call': whole(gzip, { level: 6 }),
};

console.log(`${positionals[0]}: ${Buffer.byteLength(html)} bytes, ${ROUNDS} rounds each`);
for (const [name, once] of Object.entries(variants)) {
  for (let i = 0; i < 20; i += 1) await once();
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  let size = 0;
  for (let i = 0; i < ROUNDS; i += 1) size = await once();
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(loop).active;
  console.log(
    `${name.padEnd(20)} ${((used.user + used.system) / 1000 / ROUNDS).toFixed(2)} ms CPU, main thread ${(busy / ROUNDS).toFixed(2)} ms, ${size} bytes`,
  );
}
