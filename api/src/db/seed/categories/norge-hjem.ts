import type { CategoryContent } from '../content';

export const norgeHjem: CategoryContent = {
  id: 'norge-hjem',
  name: 'Hjem og interiør',
  topics: [
    {
      name: 'oppussing av bad',
      advice:
        'Bruk en godkjent våtromsbedrift til membranen – det er den som avgjør om badet holder i tjue år. Spar heller på flisene enn på det som ikke synes.',
    },
    {
      name: 'stueplanter',
      advice:
        'De fleste stueplanter dør av for mye vann, ikke for lite. Kjenn med fingeren i jorda, og vann først når de øverste centimeterne er tørre.',
    },
    {
      name: 'oppbevaring',
      advice:
        'Rydd før du kjøper nye bokser. Det som ikke er brukt på et år, kan som regel gis bort.',
    },
    {
      name: 'energisparing hjemme',
      advice:
        'Senk innetemperaturen med en grad og tett rundt vinduer og dører før vinteren. Det koster lite og merkes med en gang på strømregningen.',
    },
    {
      name: 'balkongdyrking',
      advice:
        'Velg store potter – jorda tørker saktere – og begynn med salat, urter og jordbær. Tomater trenger sol hele ettermiddagen.',
    },
  ],
  products: [
    { name: 'sengetøy', partners: ['Interiørhuset'] },
    { name: 'bordlamper', partners: ['Lampebutikken'] },
    { name: 'et malekurs', partners: ['Interiørhuset'] },
    { name: 'gardiner', partners: ['Interiørhuset'] },
    { name: 'stueplanter', partners: ['Hagesenteret'] },
  ],
};
