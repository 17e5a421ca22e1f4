import { create } from 'qrcode';
import { useMemo } from 'react';

import styles from './bankid.module.css';

export interface QrCodeProps {
  /** The text to encode: the animated BankID QR data of this second. */
  data: string;
  /** What a screen reader hears instead of the picture. */
  label: string;
}

/** The modules of a QR code as one SVG path, with the 4-module quiet zone around it. */
export function qrPath(data: string): { size: number; path: string } {
  const { modules } = create(data, { errorCorrectionLevel: 'L' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return { size: modules.size + 8, path: parts.join('') };
}

/**
 * A QR code drawn in the page as SVG (no canvas, crisp at any size). It carries the data it
 * encodes as `data-qr`, which is what a phone reads off it; the BankID test control takes that.
 */
export function QrCode({ data, label }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(data), [data]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      data-qr={data}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
