import { norgeFriluft } from './categories/norge-friluft';
import { norgeHjem } from './categories/norge-hjem';
import { norgeKultur } from './categories/norge-kultur';
import { norgeMatDrikke } from './categories/norge-mat-drikke';
import { norgeReiser } from './categories/norge-reiser';
import type { LanguageTable } from './content';

/** Brand B's seed in Norwegian (bokmål): its offers' words, blocks and buttons; no live offers. */
export const contentNb: LanguageTable = {
  categories: [norgeMatDrikke, norgeReiser, norgeKultur, norgeFriluft, norgeHjem],
  templates: {
    benefit: {
      titles: [
        '{percent} % rabatt på {product}',
        'Halv pris på {product}',
        'Medlemspris på {product} hos {partner}',
        '{Product} – kun for medlemmer',
      ],
      teasers: [
        'Gjelder hos {partner} ut året.',
        'Bare for deg som er medlem i Klubb Norge.',
        'Et tilbud fra {partner} for deg som er medlem.',
        'Begrenset antall – førstemann til mølla.',
      ],
      preambles: [
        'Som medlem i Klubb Norge får du en ekstra god pris på {product} hos {partner}.',
        '{Partner} gir medlemmene i Klubb Norge en bedre pris på {product} så lenge kampanjen varer.',
      ],
      tags: ['Medlemspris', 'Nyhet', 'Populært', 'Siste sjanse'],
    },
    editorial: {
      titles: [
        'Nybegynnerens guide til {topic}',
        'Guide: {topic}',
        'Slik lykkes du med {topic}',
        'Eksperten tipser om {topic}',
        'Alt du trenger å vite om {topic}',
      ],
      teasers: [
        'Vi har samlet de beste tipsene før sesongen.',
        'Lesestoff for deg som vil komme i gang.',
        'Enkle råd som gjør en forskjell i hverdagen.',
      ],
      preambles: [
        'Vi har snakket med noen av landets mest erfarne eksperter om {topic}. Her er deres beste råd – fra det grunnleggende til triksene proffene bruker.',
        '{Topic} trenger ikke være vanskelig. I denne artikkelen går vi gjennom det viktigste, steg for steg.',
      ],
      tags: ['Guide', 'Intervju', 'Tips', 'Reportasje'],
    },
  },
  and: 'og',
  imageDescriptions: [
    'Grønn bakgrunn med lyse sirkler',
    'Mørkeblå og rød bakgrunn med avrundede firkanter',
    'Oransje bakgrunn med lyse sirkler',
    'Petrolblå bakgrunn med trekanter',
    'Lilla og rosa bakgrunn med avrundede firkanter',
    'Gul og oransje bakgrunn med trekanter',
    'Blå bakgrunn med lyse sirkler',
    'Olivengrønn og beige bakgrunn med avrundede firkanter',
    'Rød og gul bakgrunn med trekanter',
    'Lilla bakgrunn med lyse sirkler',
    'Petrol og mintgrønn bakgrunn med avrundede firkanter',
    'Grå bakgrunn med trekanter',
  ],
  body: {
    editorial: {
      openings: [
        'Interessen for {topic} har vokst jevnt de siste årene, og spørsmålene vi får handler ofte om det samme: Hvor skal man begynne?',
        'Det finnes mange råd om {topic}, og noen av dem sier hverandre imot. Derfor har vi plukket ut det som faktisk gjør en forskjell.',
        'Det er lett å gjøre {topic} vanskeligere enn det trenger å være. Som regel holder det å gjøre noen få ting riktig – og ha tålmodighet med resten.',
      ],
      heading: 'Slik kommer du i gang',
      closings: [
        'Gi det noen uker før du bestemmer deg for hva du synes. Det meste blir morsommere når man har litt erfaring.',
        'Og husk: Det viktigste er at du trives. Resten kommer med tiden.',
        'Har du egne tips? Fortell oss gjerne – de beste kan havne i en senere artikkel.',
      ],
    },
    benefit: {
      heading: 'Slik bruker du tilbudet',
      claim: [
        'Trykk på «{claim}». Du må være logget inn.',
        'Koden lagres under Mer → Rabattkoder.',
        'Oppgi koden i kassen hos {partner}.',
      ],
      url: ['Trykk på «{go}».', 'Du kommer til {partner}, der medlemsprisen trekkes fra i kassen.'],
      buy: [
        'Velg størrelse og trykk på «{buy}».',
        'Betal direkte i appen.',
        'Leveringen tar tre til fem virkedager.',
      ],
      terms: 'Gjelder for medlemmer i Klubb Norge og kan ikke kombineres med andre rabatter.',
      partnerLink: 'Mer om {partner}',
    },
    live: {
      heading: 'Greit å vite',
      facts: [
        'Hvert arrangement varer omtrent tre timer, og dørene åpner en halvtime før start.',
        'Billetten gjelder byen og tidspunktet du har valgt.',
        'Billettene finner du under Mer → Mine kjøp når du har betalt.',
      ],
    },
  },
  labels: {
    claim: 'Hent kode',
    buy: 'Kjøp',
    tickets: 'Kjøp billetter',
    go: 'Til tilbudet',
    standard: 'Ordinær',
    vip: 'VIP',
    size: 'Størrelse',
    fits: 'Passer brystmål {range} cm.',
  },
  contact: {
    sentence:
      'Spørsmål om artikkelen? Skriv til oss på {mail}, ring {phone} på hverdager eller {more} om hvordan du når kundeservice. Vil du tipse redaksjonen, {click}.',
    mail: 'e-post',
    more: 'les mer',
    click: 'klikk her',
  },
};
