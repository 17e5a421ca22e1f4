/** @jest-environment node */
import type { Readable } from 'node:stream';

import { Suspense, use, useId } from 'react';

import { renderStreamed, renderWhole } from './page-render';

const NONCE = 'r4nd0m-n0nce';

/** Everything the stream still sends after the shell, as text. */
async function textOf(rest: Readable | null): Promise<string> {
  if (!rest) return '';
  let text = '';
  for await (const chunk of rest) text += String(chunk);
  return text;
}

const streamed = (tree: React.ReactNode, done: () => void = () => {}) =>
  renderStreamed(tree, { nonce: NONCE, deadline: Date.now() + 2_000 }, done);

/** A page as a route's first screen has it: ids, text beside values, a boundary, an escape. */
function Page({ name }: { name: string }) {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>Hej {name}</h1>
      <Suspense fallback={<p>Laddar…</p>}>
        <ul>
          {['<b>Rabatt</b>', 'Medlem & vän', 'Ö'].map((title) => (
            <li key={title}>
              {title} {2} kr
            </li>
          ))}
        </ul>
      </Suspense>
    </main>
  );
}

/** A text still on its way, and how it arrives. */
function pending(): [Promise<string>, (text: string) => void] {
  let settle: (text: string) => void = () => {};
  const later = new Promise<string>((resolve) => {
    settle = resolve;
  });
  return [later, settle];
}

/** A part whose data is still on its way: suspends until `later` settles. */
function Later({ later }: { later: Promise<string> }) {
  return <p>{use(later)}</p>;
}

describe('a page rendered in one pass', () => {
  test('is the streamed render’s complete shell, byte for byte, with nothing left to stream', async () => {
    const tree = <Page name="Åsa" />;
    const whole = renderWhole(tree);
    const done = jest.fn();
    const stream = await streamed(tree, done);

    expect(whole).not.toBeNull();
    expect(whole?.rest).toBeNull();
    expect(await textOf(stream.rest)).toBe('');
    expect(whole?.shell).toBe(stream.shell);
    expect(whole?.shell).toContain('&lt;b&gt;Rabatt&lt;/b&gt;');
    // Its inline scripts are none: nothing is moved into place after the shell.
    expect(whole?.shell).not.toContain('<script');
    expect(done).toHaveBeenCalledTimes(1);
  });

  test('is not made when a part suspends inside a boundary: the streamed render sends it later', async () => {
    const [later, settle] = pending();
    const tree = (
      <main>
        <h1>Erbjudanden</h1>
        <Suspense fallback={<p>Laddar…</p>}>
          <Later later={later} />
        </Suspense>
      </main>
    );

    expect(renderWhole(tree)).toBeNull();

    const stream = await streamed(tree);
    expect(stream.shell).toContain('<h1>Erbjudanden</h1>');
    expect(stream.shell).toContain('Laddar…');
    expect(stream.shell).not.toContain('Tre nya');
    settle('Tre nya');
    const rest = await textOf(stream.rest);
    // The part arrives after the shell, moved into place by React's script with the nonce.
    expect(rest).toContain('Tre nya');
    expect(rest).toContain(`<script nonce="${NONCE}"`);
  });

  test('is not made when a part suspends outside any boundary', async () => {
    const [later, settle] = pending();
    const tree = (
      <main>
        <Later later={later} />
      </main>
    );

    expect(renderWhole(tree)).toBeNull();

    const rendering = streamed(tree);
    settle('Klart');
    const stream = await rendering;
    expect(stream.shell + (await textOf(stream.rest))).toContain('<p>Klart</p>');
  });

  test('is not made when a part fails inside a boundary (the client renders that part)', () => {
    function Broken(): React.ReactNode {
      throw new Error('the part failed');
    }
    const tree = (
      <Suspense fallback={<p>Laddar…</p>}>
        <Broken />
      </Suspense>
    );

    expect(renderWhole(tree)).toBeNull();
  });
});
