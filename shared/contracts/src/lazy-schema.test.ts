import { z } from 'zod';

import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use only, once', () => {
    const build = jest.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Anna' })).toEqual({ name: 'Anna' });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema: instanceof, composition, extend and pick, enums', () => {
    const inner = lazySchema(() => z.object({ id: z.string(), n: z.number().int() }));
    expect(inner).toBeInstanceOf(z.ZodObject);
    expect(inner).toBeInstanceOf(z.ZodType);
    const outer = z.object({ items: z.array(inner), first: inner.optional() });
    expect(outer.parse({ items: [{ id: 'a', n: 1 }] })).toEqual({ items: [{ id: 'a', n: 1 }] });
    expect(() => outer.parse({ items: [{ id: 'a', n: 1.5 }] })).toThrow(z.ZodError);
    const extended = lazySchema(() =>
      inner.extend({ extra: z.boolean() }).pick({ id: true, extra: true }),
    );
    expect(extended.parse({ id: 'x', extra: true, n: 3 })).toEqual({ id: 'x', extra: true });
    const kind = lazySchema(() => z.enum(['live', 'benefit']));
    expect(kind.options).toEqual(['live', 'benefit']);
    expect(Object.keys(inner.shape)).toEqual(['id', 'n']);
    const union = z.discriminatedUnion('type', [
      lazySchema(() => z.object({ type: z.literal('a'), a: z.string() })),
      lazySchema(() => z.object({ type: z.literal('b'), b: z.number() })),
    ]);
    expect(union.parse({ type: 'b', b: 2 })).toEqual({ type: 'b', b: 2 });
  });

  it('keeps the error messages and JSON Schema of the real one', () => {
    const make = () => z.object({ email: z.email() });
    const lazy = lazySchema(make);
    expect(lazy.safeParse({ email: 'x' }).error?.issues).toEqual(
      make().safeParse({ email: 'x' }).error?.issues,
    );
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(make()));
  });
});
