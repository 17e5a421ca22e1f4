// A route's page rendered by React on the server (issue 33, ADR 028): in one string pass when
// nothing in it waits (`renderWhole`, the usual case: the route's data fetched or kept and its page
// loaded), else streamed (`renderStreamed`): the shell at `onShellReady`, the rest as React
// finishes it, its inline scripts carrying the response's CSP nonce.
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** How long the rest of the page may stream after the shell before React gives it to the client. */
export const REST_BUDGET_MS = 2_000;
/**
 * React outlines a boundary larger than this even when it is complete: sent after the shell in a
 * hidden element and moved into place by an inline script at the next frame. The route's data is
 * prefetched, so its first screen is complete at the shell; up to this size it stays in place
 * (painted with the shell, hydrated where it is), and only what is still pending streams later.
 */
const PROGRESSIVE_CHUNK_BYTES = 128 * 1024;

/** A page's render: its shell, the rest as React writes it, and its end when it is not used. */
export interface PageRender {
  shell: string;
  /** None: the shell is the whole route. */
  rest: Readable | null;
  /** Ends a render that is not the page (it asked for more data): React stops, `done` is not run. */
  abort: () => void;
}

/**
 * The render streamed: resolves at `onShellReady` with the shell React has written so far and the
 * rest as a stream; rejects when the shell fails or the deadline passes first. Inline scripts
 * (React's boundary moves) carry the response's `nonce`. `done` runs once the stream has ended.
 */
export function renderStreamed(
  tree: ReactNode,
  { nonce, deadline }: { nonce: string; deadline: number },
  done: () => void,
): Promise<PageRender> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    // Text, decoded across chunks: React writes in slices that may split a character.
    out.setEncoding('utf8');
    let shellReady = false;
    const shellTimer = setTimeout(
      () => {
        if (shellReady) return;
        stream.abort(new Error('the shell took too long'));
        reject(new Error('the shell took too long'));
      },
      Math.max(0, deadline - Date.now()),
    );
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const ended = () => {
      clearTimeout(restTimer);
      done();
    };
    out.once('close', ended);
    const stream = renderToPipeableStream(tree, {
      nonce,
      progressiveChunkSize: PROGRESSIVE_CHUNK_BYTES,
      onShellReady() {
        shellReady = true;
        clearTimeout(shellTimer);
        // What is still pending past the budget is rendered by the client.
        restTimer = setTimeout(() => stream.abort(), REST_BUDGET_MS);
        // React writes the shell synchronously when piped: into the sink's list, then the rest
        // through it into `out`.
        const sink = shellSink(out);
        stream.pipe(sink as unknown as Writable);
        const shell = sink.takeShell();
        const abort = () => {
          out.off('close', ended);
          clearTimeout(restTimer);
          stream.abort();
          out.destroy();
        };
        resolve({ shell, rest: out, abort });
      },
      onAllReady() {
        clearTimeout(restTimer);
      },
      onShellError(error) {
        clearTimeout(shellTimer);
        out.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** React's mark of a Suspense boundary it left for the client to render (ReactFizzConfigDOM). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The route rendered in one synchronous string pass, when nothing in it waits (its data fetched
 * or kept, its page loaded: the usual case), or null when something suspended (a boundary React
 * left for the client, or one outside any boundary), for the streamed render to wait for. The
 * same markup as the streamed render's complete shell, without its machinery: React's string
 * renderer appends strings where the stream encodes 4 KB byte slices that were decoded again,
 * and no stream, deadline or inline script is needed for what is already complete (issue 33).
 * Text is escaped in React's output; the mark found in raw HTML a component sets (an article's
 * sanitised body) would only send that page the streamed way.
 */
export function renderWhole(tree: ReactNode): PageRender | null {
  let html: string;
  try {
    html = renderToString(tree);
  } catch {
    return null;
  }
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
  return { shell: html, rest: null, abort: () => {} };
}

/**
 * What React's stream is piped into: the chunks it writes synchronously at the pipe (the shell,
 * and the rest when it is already complete) kept in a list and decoded once by `takeShell`; every
 * write after that, its end, and its listeners go to `out`. React writes the shell in 4 KB
 * slices, and passing each through a stream (a PassThrough decoding as it goes, read back at
 * once) was stream work per slice for what is one string (issue 33).
 */
function shellSink(out: PassThrough) {
  let chunks: Array<string | Uint8Array> | null = [];
  let endedEarly = false;
  return {
    write(chunk: string | Uint8Array): boolean {
      if (!chunks) return out.write(chunk);
      chunks.push(chunk);
      return true;
    },
    end(): void {
      if (chunks) endedEarly = true;
      else out.end();
    },
    destroy(error?: Error): void {
      out.destroy(error);
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      out.on(event, listener);
      return this;
    },
    /** The text written so far (a character split between two slices joined), once. */
    takeShell(): string {
      const written = chunks ?? [];
      chunks = null;
      const decoder = new StringDecoder('utf8');
      let text = '';
      for (const chunk of written) {
        text += typeof chunk === 'string' ? decoder.end() + chunk : decoder.write(chunk);
      }
      text += decoder.end();
      if (endedEarly) out.end();
      return text;
    },
  };
}
