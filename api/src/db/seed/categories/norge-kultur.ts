import type { CategoryContent } from '../content';

export const norgeKultur: CategoryContent = {
  id: 'norge-kultur',
  name: 'Kultur',
  topics: [
    {
      name: 'lydbøker',
      advice:
        'Prøv en bok du allerede har lest. Når du kjenner handlingen, er det lettere å lære seg å lytte, og oppleserens stemme blir en del av opplevelsen.',
    },
    {
      name: 'samtidskunst',
      advice:
        'Ikke les skiltet først. Se på verket en stund, tenk over hva du ser, og les etterpå – det gir kunsten en ærlig sjanse.',
    },
    {
      name: 'podkaster',
      advice:
        'Velg tre podkaster om helt ulike temaer og gi hver av dem et par episoder. Den første episoden er sjelden den beste.',
    },
    {
      name: 'teater for barn',
      advice:
        'Velg en forestilling som varer under en time for de minste, og snakk om hva dere skal se før dere går. Da blir mørket i salen mindre skummelt.',
    },
    {
      name: 'bokklubber',
      advice:
        'Velg bøker som også finnes som lydbok og e-bok, og bestem på forhånd hvor langt dere skal ha lest. Fire til seks personer gir de beste samtalene.',
    },
  ],
  products: [
    { name: 'teaterbilletter', partners: ['Scenehuset'] },
    { name: 'et lydbokabonnement', partners: ['Lydbokklubben'] },
    { name: 'et årskort', partners: ['Kunstmuseet'] },
    { name: 'bøker', partners: ['Bokhandelen Nord'] },
  ],
};
