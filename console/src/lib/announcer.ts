import { create } from 'zustand';

interface AnnouncerState {
  /** The last change made, said in the page's live region; `id` makes a repeat heard again. */
  message: { id: number; text: string } | null;
}

export const useAnnouncer = create<AnnouncerState>()(() => ({ message: null }));

let next = 0;

/** Says what just changed, politely, in the layout's status region. */
export function announce(text: string): void {
  next += 1;
  useAnnouncer.setState({ message: { id: next, text } });
}

export function clearAnnouncement(): void {
  useAnnouncer.setState({ message: null });
}
