import type { NavigationItem } from '@klubb/contracts';

export type IconName = Exclude<NavigationItem['icon'], ''> | 'back' | 'error' | 'brokenImage';

// 24×24 outline paths; decorative, so every icon is aria-hidden and its control carries the name.
const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  editorial: 'M4 4h12v16H4zM16 8h4v10a2 2 0 0 1-2 2h-2M7 8h6M7 12h6M7 16h4',
  benefit: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  live: 'M3 7h18v12H3zM8 3l4 4 4-4M10 10l5 3-5 3z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5',
  cart: 'M3 4h2l3 12h10l3-8H7M10 20h.01M17 20h.01',
  back: 'M15 5l-7 7 7 7',
  error: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  brokenImage: 'M4 4h16v16H4zM4 15l5-5 4 4M14 13l2-2 4 4M15 4l-3 6 3 3-3 7',
};

export interface IconProps {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
