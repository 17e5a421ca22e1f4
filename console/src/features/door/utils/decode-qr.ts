/** One camera frame as a canvas gives it: RGBA bytes, row by row. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Green-favouring grey, as ZXing's own RGB source weighs it. */
function luminancesOf({ data, width, height }: Frame): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    const at = pixel * 4;
    grey[pixel] = ((data[at] ?? 0) + 2 * (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) >> 2;
  }
  return grey;
}

/**
 * Reads a QR code from a frame with ZXing's JavaScript port, for browsers without the
 * BarcodeDetector (Firefox, Safari on iOS). The library (about 100 KB) is loaded on the first
 * call only, so only a scanner that needs it ever downloads it. Answers null when the frame holds
 * no readable code.
 */
export async function decodeQrFrame(frame: Frame): Promise<string | null> {
  const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
    await import('@zxing/library');
  const source = new RGBLuminanceSource(luminancesOf(frame), frame.width, frame.height);
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  try {
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(source)), hints)
      .getText();
  } catch {
    // ZXing throws when it finds no code (NotFound, Checksum, Format): nothing read this frame.
    return null;
  }
}
