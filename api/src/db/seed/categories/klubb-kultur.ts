import type { CategoryContent } from '../content';

export const klubbKultur: CategoryContent = {
  id: 'klubb-kultur',
  name: 'Kultur & nöje',
  topics: [
    {
      name: 'ljudböcker',
      advice:
        'Prova en bok du redan har läst. När du känner handlingen är det lättare att lära sig lyssna, och uppläsarens röst blir en del av upplevelsen.',
    },
    {
      name: 'samtidskonst',
      advice:
        'Läs inte skylten först. Titta en stund, fundera på vad du ser och läs sedan – det ger verket en ärlig chans.',
    },
    {
      name: 'poddlyssnande',
      advice:
        'Välj tre poddar om helt olika ämnen och ge var och en ett par avsnitt. Första avsnittet är sällan det bästa.',
    },
    {
      name: 'teater för barn',
      advice:
        'Välj en föreställning som är kortare än en timme för de minsta, och prata om vad ni ska se innan ni går. Då blir mörkret i salongen mindre läskigt.',
    },
    {
      name: 'vinylsamlande',
      advice:
        'Börja med skivor du faktiskt vill lyssna på, inte med dem som sägs vara värdefulla. Förvara dem stående och svalt, och byt nål på skivspelaren i tid.',
    },
    {
      name: 'bokcirklar',
      advice:
        'Välj böcker som finns som ljudbok och e-bok också, och bestäm i förväg hur långt ni ska ha läst. Fyra till sex personer ger bäst samtal.',
    },
    {
      name: 'körsång',
      advice:
        'Du behöver inte kunna läsa noter för att börja. Många körer tar in nya sångare till hösten och låter dig prova några repetitioner först.',
    },
    {
      name: 'klassisk musik',
      advice:
        'Gå på en lunchkonsert först. De är korta, kostar lite och är ett bra sätt att upptäcka vad du tycker om.',
    },
    {
      name: 'dokumentärfilm',
      advice:
        'Se filmen på bio om du kan. Många dokumentärer är gjorda för den stora duken, och samtalet efteråt är halva upplevelsen.',
    },
  ],
  products: [
    { name: 'teaterbiljetter', partners: ['Stadsteatern'] },
    { name: 'ett ljudboksabonnemang', partners: ['Ljudboksklubben'] },
    { name: 'ett årskort', partners: ['Konstmuseet'] },
    { name: 'böcker', partners: ['Bokhandeln City'] },
  ],
  garments: [{ name: 'huvtröjor med bokmotiv', partners: ['Bokhandeln City'] }],
  live: {
    events: [
      {
        name: 'jazzkväll',
        about:
          'En kvartett spelar klassiker och egna låtar i två set, med paus för något att dricka.',
      },
      {
        name: 'standupkväll',
        about: 'Fyra komiker och en konferencier – etablerade namn och nya röster samma kväll.',
      },
      {
        name: 'operagala',
        about: 'Solister och en kammarorkester framför kända arior och duetter ur operahistorien.',
      },
      {
        name: 'konstvisning',
        about:
          'En curator visar runt i en aktuell utställning före ordinarie öppettid, med tid för frågor efteråt.',
      },
      {
        name: 'författarkväll',
        about:
          'En av höstens mest uppmärksammade författare samtalar om sin nya bok, läser ett utdrag och signerar efteråt.',
      },
    ],
  },
};
