import type { CategoryContent } from '../content';

export const norgeReiser: CategoryContent = {
  id: 'norge-reiser',
  name: 'Reiser',
  topics: [
    {
      name: 'hytteturer',
      advice:
        'Spør utleieren hva som finnes på hytta før du pakker – sengetøy, håndklær og ved er sjelden en selvfølge. Ta med en god kniv og et skjærebrett.',
    },
    {
      name: 'togreiser i Europa',
      advice:
        'Bestill nattog og de mest populære strekningene i god tid, men la noen dager stå åpne. Det er ofte der de beste minnene oppstår.',
    },
    {
      name: 'storbyferie',
      advice:
        'Velg et sted å bo nær kollektivtrafikken og planlegg bare én ting per dag. Resten av byen finner du best til fots.',
    },
    {
      name: 'fjellturer om vinteren',
      advice: 'Sjekk skredvarselet før hver tur, og snu i tide. Fjellet står der neste helg også.',
    },
    {
      name: 'sykkelferie',
      advice:
        'Lei en sykkel med sykkelvesker i stedet for å ta med din egen, og legg opp dagsetapper på fire til fem mil. Da blir det god tid til både bad og lunsj.',
    },
    {
      name: 'reiser med barn',
      advice:
        'Legg inn en pause annenhver time, og la barna pakke en egen liten sekk med ting de har valgt selv. Da blir reisen deres også.',
    },
  ],
  products: [
    { name: 'en helg i Bergen', partners: ['Nordlys Hotell'] },
    { name: 'et hotellopphold', partners: ['Nordlys Hotell'] },
    { name: 'et fjordcruise', partners: ['Fjordreiser'] },
    { name: 'en togreise', partners: ['Togkompaniet'] },
  ],
};
