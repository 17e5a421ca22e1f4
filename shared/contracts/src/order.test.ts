import { orderNumber } from './order';

describe('the order number a member sees (issue 32)', () => {
  it('is the first 8 hex digits of the order’s UUID, in capitals and without a hyphen', () => {
    expect(orderNumber('order-3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012')).toBe('3F2A9C1E');
    expect(orderNumber('3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012')).toBe('3F2A9C1E');
  });

  it('shows an id of another form as it is', () => {
    expect(orderNumber('order-seed-1')).toBe('order-seed-1');
  });
});
