import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** Written by the render service (deploy/src/render/route-render.mjs). */
export const RENDERED_QUERIES_ELEMENT_ID = 'klubb-rendered-queries';
export const RENDERED_ATTRIBUTE = 'data-klubb-rendered';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether `#root` holds the server's render of the route (ADR 014 step 6); if so, its queries go
 * into the client's cache first, so the first client render reads what the server rendered.
 */
export function takeServerRender(
  container: HTMLElement,
  client: QueryClient,
  doc: Document = document,
): boolean {
  if (!container.hasAttribute(RENDERED_ATTRIBUTE) || !container.firstChild) return false;
  const element = doc.getElementById(RENDERED_QUERIES_ELEMENT_ID);
  try {
    const state: unknown = JSON.parse(element?.textContent ?? 'null');
    if (!isRecord(state) || !Array.isArray(state.queries)) return false;
    hydrate(client, state as unknown as DehydratedState);
    return true;
  } catch {
    return false;
  }
}
