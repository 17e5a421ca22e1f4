import type { Os } from '@klubb/sdk';

export interface Coordinates {
  lat: number;
  lng: number;
}

const isCoordinates = ({ lat, lng }: Coordinates) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * The map place link of spec §2, built from coordinates: Apple Maps on iOS (it opens the Maps
 * app), Google Maps everywhere else. The label names the pin where the map app shows one.
 */
export function mapPlaceLink(at: Coordinates, os: Os, label?: string): string {
  const point = `${at.lat},${at.lng}`;
  if (os === 'iOS') {
    const query = label ? `&q=${encodeURIComponent(label)}` : '';
    return `https://maps.apple.com/?ll=${point}${query}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point)}`;
}

/**
 * The coordinates a map URL points at (`query=`, `ll=`, `q=` or `@lat,lng`), or null. The API
 * sends a venue's place as a map URL; its coordinates make the link for this platform.
 */
export function coordinatesOf(mapUrl: string): Coordinates | null {
  let url: URL;
  try {
    url = new URL(mapUrl);
  } catch {
    return null;
  }
  const candidates = [
    url.searchParams.get('query'),
    url.searchParams.get('ll'),
    url.searchParams.get('q'),
    /@(-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?)/.exec(url.pathname)?.[1] ?? null,
  ];
  for (const candidate of candidates) {
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(candidate ?? '');
    if (!match) continue;
    const at = { lat: Number(match[1]), lng: Number(match[2]) };
    if (isCoordinates(at)) return at;
  }
  return null;
}

/** A link for a venue: from its coordinates when the map URL has them, else a search by address. */
export function venueLink(
  location: { address: string; zipCode: string; city: string; mapUrl: string },
  os: Os,
): string {
  const label = [location.address, location.city].filter(Boolean).join(', ');
  const at = coordinatesOf(location.mapUrl);
  if (at) return mapPlaceLink(at, os, label);
  const address = [location.address, location.zipCode, location.city].filter(Boolean).join(' ');
  return os === 'iOS'
    ? `https://maps.apple.com/?q=${encodeURIComponent(address)}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
