export type EmbedProvider = 'youTube' | 'spotify';

const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const SPOTIFY_KINDS = new Set(['track', 'album', 'playlist', 'episode', 'show', 'artist']);

function parse(src: string): URL | null {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function youTubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const [, first, second] = url.pathname.split('/');
  if (first === 'embed' || first === 'shorts') return second ?? null;
  if (first === 'watch') return url.searchParams.get('v');
  return null;
}

/**
 * The player URL of a YouTube or Spotify block, or null when the source is neither provider's: an
 * embed shows only those two, over https. YouTube plays from its no-cookie host; the player is
 * asked to start at once, since it loads only when the member presses play.
 */
export function embedUrlOf(provider: EmbedProvider, src: string): string | null {
  const url = parse(src);
  if (!url) return null;
  if (provider === 'youTube') {
    const id = youTubeId(url);
    if (!id || !YOUTUBE_ID.test(id)) return null;
    return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
  }
  if (url.hostname !== 'open.spotify.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const [kind, id] = parts[0] === 'embed' ? parts.slice(1) : parts;
  if (!kind || !id || !SPOTIFY_KINDS.has(kind) || !/^\w+$/.test(id)) return null;
  return `https://open.spotify.com/embed/${kind}/${id}`;
}
