// STYLE.md: every ADR is listed in docs/adr/README.md. A record added without its line fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const index = readFileSync(`${dir}/README.md`, 'utf8');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));

test.each(records)('%s is listed in docs/adr/README.md under its own title', (name) => {
  const title = readFileSync(`${dir}/${name}`, 'utf8')
    .split('\n')[0]
    .replace(/^# \d{3} — /, '');
  const cells = index
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .find((row) => row[1] === `[${name.slice(0, 3)}](${name})`);
  expect(cells?.[2]).toBe(title);
});

test('the index names no record that does not exist', () => {
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
  expect(linked.filter((name) => !records.includes(name))).toEqual([]);
});
