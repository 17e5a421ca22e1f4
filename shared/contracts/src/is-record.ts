/** An object whose fields may be read (not null, not a primitive): the first check on stored JSON. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
