import { MARKER_ICON_SIZE_PX } from '@klubb/contracts';

const pin = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_ICON_SIZE_PX}" height="${MARKER_ICON_SIZE_PX}" viewBox="0 0 24 24"><path fill="${fill}" stroke="#fff" stroke-width="1.5" d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z"/><circle cx="12" cy="9" r="2.5" fill="#fff"/></svg>`,
  )}`;

/** The marker icons (spec §9: 33×33): the selected restaurant's changes colour. */
export const MARKER_ICONS = {
  normal: pin('#5f6368'),
  selected: pin('#d93025'),
} as const;
