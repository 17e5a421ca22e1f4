import type { CategoryContent } from '../content';

export const klubbMatDryck: CategoryContent = {
  id: 'klubb-mat-dryck',
  name: 'Mat & dryck',
  topics: [
    {
      name: 'surdegsbak',
      advice:
        'Mata surdegen vid samma tid varje dag och låt den stå i rumstemperatur. En jämn rytm ger ett jämnare bröd än exakta gram på vågen.',
    },
    {
      name: 'naturvin',
      advice:
        'Börja med lätta röda viner från Loire eller Beaujolais och servera dem lite svala. Naturvin varierar mer från flaska till flaska, så köp gärna två likadana och jämför.',
    },
    {
      name: 'vegetarisk vardagsmat',
      advice:
        'Planera veckan kring två eller tre baslagningar – en linsgryta, en ugnsrätt, en soppa – och variera dem med kryddor och tillbehör.',
    },
    {
      name: 'grillning',
      advice:
        'Låt kolen bli vitgrå innan du lägger på maten, och gör en varm och en sval zon på grillen. Då kan du flytta det som får för mycket färg.',
    },
    {
      name: 'kaffebryggning',
      advice:
        'Mal bönorna precis innan du brygger och väg kaffet: 60 gram per liter vatten är en bra början. Vattnet ska hålla runt 94 grader.',
    },
    {
      name: 'fermentering',
      advice:
        'Börja med surkål: strimla vitkål, salta med två procent av vikten och pressa ner i en ren burk. Efter en vecka i rumstemperatur smakar den syrligt och friskt.',
    },
    {
      name: 'matlådor',
      advice:
        'Laga dubbelt när du ändå lagar mat och frys in i portioner. Märk lådorna med datum – det du inte ser blir sällan uppätet.',
    },
  ],
  products: [
    { name: 'en trerättersmiddag', partners: ['Bistro Norr'] },
    { name: 'en vinprovning', partners: ['Vinkällaren'] },
    { name: 'ett kaffeabonnemang', partners: ['Kafferosteriet Syd'] },
    { name: 'en matkasse', partners: ['Saluhallen'] },
  ],
  garments: [{ name: 't-shirts i ekologisk bomull', partners: ['Kafferosteriet Syd'] }],
  live: {
    events: [
      {
        name: 'vinprovning',
        about:
          'En sommelier guidar er genom sex viner från små producenter i Europa, med tilltugg som är valda till varje glas.',
      },
      {
        name: 'ostprovning',
        about:
          'Sju ostar från svenska gårdsmejerier, från färsk getost till en lagrad hårdost, med bröd, marmelad och en kunnig guide.',
      },
      {
        name: 'matlagningskurs',
        about:
          'Laga en trerättersmiddag tillsammans med en kock och ät den sedan vid ett långbord. Inga förkunskaper behövs.',
      },
      {
        name: 'ölprovning',
        about:
          'En bryggare från ett lokalt mikrobryggeri berättar om humle, malt och jäst medan ni provar fem öl i olika stilar.',
      },
    ],
  },
};
