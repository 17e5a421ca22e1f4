import type { Brand } from '@klubb/contracts';

import { createDoors, doorKeyOf } from './public-cache-doors';

const brand = { id: 'klubb' } as Brand;

describe('the front door’s request shapes', () => {
  it('are the URL, X-App-Url and Origin; a header sent twice gives none', () => {
    expect(doorKeyOf('/v1/get/brand', { origin: 'http://localhost:3000' })).toBe(
      '/v1/get/brand\n\nhttp://localhost:3000',
    );
    expect(doorKeyOf('/v1/get/brand', { 'x-app-url': ['a', 'b'] })).toBeUndefined();
  });

  it('are kept up to the bound, the oldest forgotten first, and all forgotten on clear', () => {
    const doors = createDoors(2);
    const door = (key: string) => ({ appUrl: 'http://localhost:3000', brand, key });
    doors.remember('a', door('1'));
    doors.remember('b', door('2'));
    doors.remember(undefined, door('x'));
    doors.remember('c', door('3'));
    expect(doors.get('a')).toBeUndefined();
    expect(doors.get('b')?.key).toBe('2');
    expect(doors.get('c')?.key).toBe('3');
    expect(doors.get(undefined)).toBeUndefined();
    doors.clear();
    expect(doors.get('c')).toBeUndefined();
  });
});
