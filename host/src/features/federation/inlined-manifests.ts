/**
 * Manifests the page's HTML brought (render/src, the render service: the route's remote, fetched by the server
 * that made the page), by manifest URL. A version's manifest never changes, so the federation
 * runtime may take it from here instead of asking the remote's origin (remote-fetch-plugin.ts).
 */
const inlined = new Map<string, unknown>();

/** Keeps the manifests of the page's first-view state (brand/first-view-state.ts). */
export function provideInlinedManifests(manifests: Readonly<Record<string, unknown>>): void {
  for (const [url, manifest] of Object.entries(manifests)) {
    if (manifest && typeof manifest === 'object') inlined.set(url, manifest);
  }
}

/** The answer the runtime's manifest fetch gets for an inlined manifest, or null. */
export function inlinedManifestResponse(url: string): Response | null {
  const manifest = inlined.get(url);
  if (manifest === undefined) return null;
  return new Response(JSON.stringify(manifest), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
