import type { CategoryContent } from '../content';

export const klubbMode: CategoryContent = {
  id: 'klubb-mode',
  name: 'Mode & skönhet',
  topics: [
    {
      name: 'hållbart mode',
      advice:
        'Köp färre plagg av bättre kvalitet och läs tvättrådet. Ett plagg som används dubbelt så länge halverar sitt klimatavtryck.',
    },
    {
      name: 'hudvård på vintern',
      advice:
        'Byt till en fetare kräm när det blir kallt och tvätta ansiktet i ljummet, inte varmt, vatten. Glöm inte solskyddet i fjällen.',
    },
    {
      name: 'second hand',
      advice:
        'Gå dit ofta och gå tidigt. Det bästa säljs snabbt, och det lönar sig att veta vilka märken som håller.',
    },
    {
      name: 'skovård',
      advice:
        'Impregnera skorna innan du använder dem första gången och låt dem torka i rumstemperatur – aldrig på elementet.',
    },
    {
      name: 'kapselgarderob',
      advice:
        'Välj två eller tre grundfärger som går ihop, så passar nästan allt med allt. Ett trettiotal plagg räcker långt för en hel säsong.',
    },
    {
      name: 'klädvård',
      advice:
        'Tvätta mer sällan och i lägre temperatur, och vädra ylle i stället för att tvätta det. Kläderna håller längre och behåller formen.',
    },
    {
      name: 'hårvård',
      advice:
        'Skölj håret i ljummet vatten och lägg balsam på längderna, inte i hårbotten. Låt gärna håret lufttorka en stund innan du föner.',
    },
  ],
  products: [
    { name: 'vinterjackor', partners: ['Modehuset'] },
    { name: 'en ansiktsbehandling', partners: ['Hudvårdsstudion'] },
    { name: 'skoreparationer', partners: ['Skomakarn'] },
    { name: 'en stylingtimme', partners: ['Modehuset'] },
  ],
  garments: [
    { name: 'ullkoftor', partners: ['Modehuset'] },
    { name: 'vinterjackor', partners: ['Modehuset'] },
  ],
};
