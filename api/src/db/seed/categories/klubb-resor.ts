import type { CategoryContent } from '../content';

export const klubbResor: CategoryContent = {
  id: 'klubb-resor',
  name: 'Resor',
  topics: [
    {
      name: 'tågluffning',
      advice:
        'Boka nattåg och de populäraste sträckorna i god tid, men lämna några dagar oplanerade. Det är ofta där resans bästa minnen uppstår.',
    },
    {
      name: 'stugsemester',
      advice:
        'Fråga hyresvärden vad som finns i stugan innan du packar – sänglinne, handdukar och ved är sällan självklart. Ta med en bra kniv och en skärbräda.',
    },
    {
      name: 'storstadsweekend',
      advice:
        'Välj ett boende nära kollektivtrafiken och planera bara en sak per dag. Resten av staden hittar du bäst till fots.',
    },
    {
      name: 'fjällvandring',
      advice:
        'Gå in kängorna hemma först och packa efter vädret, inte efter kalendern. Även i augusti kan det snöa på kalfjället.',
    },
    {
      name: 'skärgårdsturer',
      advice:
        'Kolla båttidtabellen för både dit- och hemresan – sista båten går ofta tidigt utanför högsäsong. Ta med matsäck; kioskerna på öarna stänger i slutet av augusti.',
    },
    {
      name: 'cykelsemester',
      advice:
        'Hyr en cykel med packväskor hellre än att ta med din egen, och planera dagsetapper på fyra till fem mil. Det räcker gott för att hinna bada och äta lunch i lugn och ro.',
    },
    {
      name: 'resor med barn',
      advice:
        'Planera in en paus varannan timme och låt barnen packa en egen liten väska med saker de själva har valt. Då blir resan deras också.',
    },
    {
      name: 'båtluffning',
      advice:
        'Köp ett båtluffarkort och börja tidigt på dagen – de första båtarna är sällan fulla, och du hinner med fler öar.',
    },
  ],
  products: [
    { name: 'en weekend i Göteborg', partners: ['Hotell Kronan'] },
    { name: 'en hotellnatt', partners: ['Hotell Kronan'] },
    { name: 'en skärgårdskryssning', partners: ['Skärgårdsbåtarna'] },
    { name: 'en hyrbil', partners: ['Tåg & Resor'] },
    { name: 'en vecka i fjällstuga', partners: ['Fjällstugan'] },
  ],
  garments: [
    { name: 'regnjackor', partners: ['Fjällstugan'] },
    { name: 'fleecetröjor', partners: ['Fjällstugan'] },
  ],
};
