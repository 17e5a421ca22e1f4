import { generate } from 'lean-qr';
import { useEffect, useRef } from 'react';

import styles from './tickets.module.css';

export interface TicketQrProps {
  payload: string;
  /** What a screen reader says instead of the picture. */
  label: string;
}

/**
 * The ticket's QR code, drawn one pixel per module and scaled up by CSS without smoothing (sharp
 * at any size). Black on white whatever the brand's theme: scanners read contrast.
 */
export function TicketQr({ payload, label }: TicketQrProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    // Without a 2D context (a test's DOM) there is nothing to draw on.
    if (!canvas?.getContext('2d')) return;
    generate(payload).toCanvas(canvas, { padX: 4, padY: 4 });
  }, [payload]);
  return <canvas ref={ref} className={styles.qr} role="img" aria-label={label} />;
}
