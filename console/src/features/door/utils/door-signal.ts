import type { DoorAnswer } from './use-door-scans';

/**
 * A sound and a vibration with the answer, for a door where nobody looks at the screen for long:
 * one high tone for in, two low ones for anything else. Where the device has neither, nothing.
 */
export function signalAnswer(answer: DoorAnswer): void {
  const admitted = answer.result === 'valid';
  navigator.vibrate?.(admitted ? 120 : [200, 100, 200]);
  try {
    const audio = new AudioContext();
    const tones = admitted ? [880] : [220, 220];
    tones.forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(audio.destination);
      const start = audio.currentTime + index * 0.25;
      oscillator.start(start);
      oscillator.stop(start + 0.18);
    });
    window.setTimeout(() => void audio.close(), 1_000);
  } catch {
    // No audio here (a test's DOM, a blocked autoplay): the screen says it.
  }
}
