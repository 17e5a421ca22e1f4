import { paragraphsOf } from './paragraphs';

it('splits plain text into paragraphs at blank lines', () => {
  expect(paragraphsOf('Ett.\n\n  Två.\n \nTre')).toEqual(['Ett.', 'Två.', 'Tre']);
  expect(paragraphsOf('')).toEqual([]);
});
