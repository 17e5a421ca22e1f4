/**
 * A schema built when it is first used, not when the module loads. Building zod schemas is work
 * (each one sets up its traits and checks): @klubb/contracts defines about 150, and the page
 * evaluated them all before its first render, though a visitor's first view parses none of them
 * (ADR 014, decision 5: zod off the boot path). The answer stands for the schema in every way —
 * its methods, `_zod`, `instanceof`, composing it into other schemas — through a Proxy that
 * builds the real one on the first touch and forwards everything to it.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The Proxy's own target is empty and extensible: a property it lacks may be reported
      // only as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
