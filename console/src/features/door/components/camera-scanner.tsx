import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { decodeQrFrame } from '../utils/decode-qr';

/** The Shape Detection API's detector (Chromium on Android, ChromeOS and macOS; not in TS's DOM). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * Without the browser's detector, ZXing reads a still of the video (decode-qr.ts, loaded on the
 * first frame): the same `detect` shape, so the scanning loop is one.
 */
function libraryDetector(): Detector {
  const canvas = document.createElement('canvas');
  return {
    async detect(source) {
      const width = source.videoWidth;
      const height = source.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context || !width || !height) return [];
      canvas.width = width;
      canvas.height = height;
      context.drawImage(source, 0, 0, width, height);
      const found = await decodeQrFrame(context.getImageData(0, 0, width, height));
      return found ? [{ rawValue: found }] : [];
    },
  };
}

const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/** The same code held in front of the camera is read once, not on every frame. */
const SAME_CODE_PAUSE_MS = 3_000;

export interface CameraScannerProps {
  onCode: (payload: string) => void;
}

/**
 * The camera, reading QR codes with the browser's BarcodeDetector where it has one and with a
 * maintained QR library (ZXing) where it has none. Without a camera the scanner says so, and the
 * code is typed or pasted in the field below (manual entry).
 */
export function CameraScanner({ onCode }: CameraScannerProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const Detector = detectorClass();

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer = 0;
    let stopped = false;
    let last = { code: '', at: 0 };
    const detector = Detector ? new Detector({ formats: ['qr_code'] }) : libraryDetector();
    const tick = async () => {
      if (stopped || !video.current) return;
      const [found] = await detector.detect(video.current).catch(() => []);
      const now = Date.now();
      if (found && (found.rawValue !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
        last = { code: found.rawValue, at: now };
        onCode(found.rawValue);
      }
      timer = window.setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void tick();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, Detector, onCode]);

  if (!Detector && !hasCamera()) return <p>{t('door.noCamera')}</p>;
  return (
    <div>
      <Button variant="secondary" aria-pressed={on} onClick={() => setOn((value) => !value)}>
        {on ? t('door.cameraOff') : t('door.cameraOn')}
      </Button>
      {failed ? <p role="alert">{t('door.cameraFailed')}</p> : null}
      {on ? <video ref={video} muted playsInline aria-label={t('door.cameraLabel')} /> : null}
    </div>
  );
}
