import { PERMISSION_ASK_AGAIN_MS, TRACKING_PROMPT_DELAY_MS } from '@klubb/contracts';
import type { Container } from '@klubb/sdk';

/** The permission whose explanation is on screen. */
export type PermissionStep = 'push' | 'tracking';

/** Per member and permission: the system was asked, or "not now" at that time. */
type Answer = 'asked' | { laterAt: number };
type Answers = Partial<Record<PermissionStep, Answer>>;

export interface PermissionPromptsOptions {
  container: Pick<Container, 'inContainer' | 'registerForPush' | 'promptTracking'>;
  /** The signed-in member in content, or null (a visitor, the signed-out app, set-up). */
  memberInContent: () => string | null;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
}

export interface PermissionPrompts {
  step(): PermissionStep | null;
  subscribe(listener: () => void): () => void;
  /** A member entered content: one who allowed push before is registered again, silently. */
  entered(): void;
  /** A meaningful moment (a claim, a purchase): explain the next permission that is due. */
  moment(): void;
  /** The member agreed to the explanation: now the system asks. */
  accept(): Promise<void>;
  /** "Not now": explained again at a moment PERMISSION_ASK_AGAIN_MS later. */
  later(): void;
  /** Leaving content (signing out): no explanation stays. */
  close(): void;
}

const storageKey = (member: string) => `klubb.permissions.${member}`;

/**
 * Push and tracking in a native container, asked the way a member expects (issue 32): never at
 * sign-in, but after a meaningful moment, each with a short explanation first; the system prompt
 * only once the member agreed to it, tracking a moment after push. "Not now" asks again later.
 * Outside a container it never shows anything.
 */
export function createPermissionPrompts(options: PermissionPromptsOptions): PermissionPrompts {
  const { container, storage } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let current: PermissionStep | null = null;
  let trackingTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (step: PermissionStep | null) => {
    current = step;
    listeners.forEach((listener) => listener());
  };
  const read = (member: string): Answers => {
    try {
      return (JSON.parse(storage?.getItem(storageKey(member)) ?? '{}') as Answers) ?? {};
    } catch {
      return {};
    }
  };
  const write = (member: string, step: PermissionStep, answer: Answer) => {
    try {
      storage?.setItem(storageKey(member), JSON.stringify({ ...read(member), [step]: answer }));
    } catch {
      // Private mode or a full storage: asked again next time, nothing worse.
    }
  };
  const due = (answer: Answer | undefined) =>
    answer === undefined ||
    (answer !== 'asked' && now() - answer.laterAt >= PERMISSION_ASK_AGAIN_MS);
  const nextDue = (member: string): PermissionStep | null => {
    const answers = read(member);
    if (due(answers.push)) return 'push';
    // Tracking follows push: after "not now" to push, no other question in its place.
    return answers.push === 'asked' && due(answers.tracking) ? 'tracking' : null;
  };

  return {
    step: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    entered() {
      const member = options.memberInContent();
      if (container.inContainer && member && read(member).push === 'asked') {
        void container.registerForPush();
      }
    },
    moment() {
      const member = options.memberInContent();
      if (!container.inContainer || !member || current) return;
      show(nextDue(member));
    },
    async accept() {
      const member = options.memberInContent();
      const step = current;
      show(null);
      if (!member || !step) return;
      write(member, step, 'asked');
      if (step === 'tracking') {
        await container.promptTracking();
        return;
      }
      await container.registerForPush();
      // Tracking's own explanation a moment after the system's push prompt is answered.
      trackingTimer = setTimeout(() => {
        const still = options.memberInContent();
        if (still === member && !current && due(read(member).tracking)) show('tracking');
      }, TRACKING_PROMPT_DELAY_MS);
    },
    later() {
      const member = options.memberInContent();
      if (member && current) write(member, current, { laterAt: now() });
      show(null);
    },
    close() {
      clearTimeout(trackingTimer);
      if (current) show(null);
    },
  };
}
