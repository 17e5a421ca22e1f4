import type { Address } from '@klubb/contracts';

import { addAddress, moveAddress, removeAddress, updateAddress } from './address-list';

const at = (street: string): Address => ({ careOf: '', street, zipCode: '11122', city: 'Stad' });
const streets = (list: Address[]) => list.map((address) => address.street);

it('adds a blank address at the end', () => {
  const list = addAddress([at('A')]);
  expect(list).toHaveLength(2);
  expect(list[1]).toEqual({ careOf: '', street: '', zipCode: '', city: '' });
});

it('removes the address at an index and keeps the others in order', () => {
  expect(streets(removeAddress([at('A'), at('B'), at('C')], 1))).toEqual(['A', 'C']);
});

it('changes only the fields given of only that address', () => {
  const list = updateAddress([at('A'), at('B')], 1, { city: 'Ny' });
  expect(list[1]).toEqual({ ...at('B'), city: 'Ny' });
  expect(list[0]).toEqual(at('A'));
});

it('moves an address up and down and says where it went', () => {
  const list = [at('A'), at('B'), at('C')];
  expect(moveAddress(list, 2, -1)).toEqual({ list: [at('A'), at('C'), at('B')], index: 1 });
  expect(moveAddress(list, 0, 1)).toEqual({ list: [at('B'), at('A'), at('C')], index: 1 });
});

it('leaves the list as it is for a move past either end', () => {
  const list = [at('A'), at('B')];
  expect(moveAddress(list, 0, -1)).toEqual({ list, index: 0 });
  expect(moveAddress(list, 1, 1)).toEqual({ list, index: 1 });
});
