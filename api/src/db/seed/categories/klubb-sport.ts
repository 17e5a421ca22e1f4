import type { CategoryContent } from '../content';

export const klubbSport: CategoryContent = {
  id: 'klubb-sport',
  name: 'Sport & hälsa',
  topics: [
    {
      name: 'löpträning',
      advice:
        'Spring långsamt nog för att kunna prata under de flesta passen, och öka den totala sträckan med högst tio procent i veckan.',
    },
    {
      name: 'styrketräning hemma',
      advice:
        'Du kommer långt med kroppsvikt, ett gummiband och en stol. Tre korta pass i veckan slår ett långt som aldrig blir av.',
    },
    {
      name: 'sömn och återhämtning',
      advice:
        'Gå upp på samma tid varje dag, även på helgen. Det är det enskilt bästa rådet för att somna lättare på kvällen.',
    },
    {
      name: 'padel',
      advice:
        'Lär dig använda glaset tidigt. Bollen som studsar ut från väggen ger dig mer tid än du tror.',
    },
    {
      name: 'vinterbad',
      advice:
        'Bada aldrig ensam, och börja med korta doppar på några sekunder. Ha varma kläder redo på bryggan innan du går i.',
    },
    {
      name: 'långfärdsskridsko',
      advice:
        'Åk aldrig ensam, bär isdubbar runt halsen och följ israpporterna från den lokala skridskoklubben.',
    },
    {
      name: 'rörlighet',
      advice:
        'Tio minuter rörlighetsträning efter varje pass gör mer nytta än en lång session i månaden. Lägg tiden på höfter, bröstrygg och vader.',
    },
  ],
  products: [
    { name: 'ett gymkort', partners: ['Gymmet Centrum'] },
    { name: 'löparskor', partners: ['Löparbutiken'] },
    { name: 'en massage', partners: ['Spa Strand'] },
    { name: 'en yogakurs', partners: ['Gymmet Centrum', 'Spa Strand'] },
  ],
  garments: [
    { name: 'löparjackor', partners: ['Löparbutiken'] },
    { name: 'träningströjor', partners: ['Gymmet Centrum'] },
  ],
  live: {
    events: [
      {
        name: 'löparklinik',
        about:
          'En löpcoach går igenom teknik, uppvärmning och hur du lägger upp träningen, och ni avslutar med ett lugnt pass tillsammans.',
      },
      {
        name: 'yogakväll',
        about:
          'Ett lugnt yinyogapass för alla nivåer, följt av te och en stunds vila. Mattor finns på plats.',
      },
      {
        name: 'padelkväll',
        about:
          'Mixade matcher i två timmar med en tränare som går mellan banorna. Racket kan lånas på plats.',
      },
      {
        name: 'träningsföreläsning',
        about:
          'En idrottsfysiolog berättar vad som händer i kroppen när du tränar – och varför vilan är lika viktig som passen.',
      },
    ],
  },
};
