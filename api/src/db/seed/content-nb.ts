import type { LanguageTable } from './content';

/** Brand B's seed in Norwegian (bokmål): its offers' words, blocks and buttons; no live offers. */
export const contentNb: LanguageTable = {
  categories: [
    {
      id: 'norge-mat-drikke',
      name: 'Mat og drikke',
      topics: ['surdeigsbaking', 'naturvin', 'vegetarisk hverdagsmat', 'grilling', 'kaffebrygging'],
      products: ['en middag for to', 'et vinkurs', 'et kaffeabonnement', 'en matkasse'],
      partners: ['Fjordkjøkkenet', 'Bryggeriet Nord', 'Kaffebrenneriet Vest'],
    },
    {
      id: 'norge-reiser',
      name: 'Reiser',
      topics: ['hytteturer', 'togreiser i Europa', 'storbyferie', 'fjellturer om vinteren'],
      products: ['en helg i Bergen', 'et hotellopphold', 'et fjordcruise', 'en leiebil'],
      partners: ['Nordlys Hotell', 'Fjordreiser', 'Togkompaniet'],
    },
    {
      id: 'norge-kultur',
      name: 'Kultur',
      topics: ['lydbøker', 'samtidskunst', 'podkaster', 'teater for barn'],
      products: ['teaterbilletter', 'et strømmeabonnement', 'et museumskort', 'en bokklubb'],
      partners: ['Scenehuset', 'Bokhandelen Nord', 'Lydbokklubben'],
    },
    {
      id: 'norge-friluft',
      name: 'Friluftsliv',
      topics: ['fjellsport', 'telttur med barn', 'langrenn', 'padling'],
      products: ['en ny sekk', 'skismøring', 'en sovepose', 'et padlekurs'],
      partners: ['Turbutikken', 'Fjellsport Nord', 'Padleriet'],
    },
    {
      id: 'norge-hjem',
      name: 'Hjem og interiør',
      topics: ['oppussing av bad', 'innendørsplanter', 'oppbevaring', 'energisparing hjemme'],
      products: ['sengetøy', 'belysning', 'et malekurs', 'nye gardiner'],
      partners: ['Interiørhuset', 'Lampebutikken', 'Hagesenteret'],
    },
  ],
  templates: {
    benefit: {
      titles: [
        '{percent} % rabatt på {product}',
        'To for én på {product}',
        'Medlemspris på {product} hos {partner}',
        '{Product} – kun for medlemmer',
      ],
      teasers: [
        'Gjelder hos {partner} ut året.',
        'Vis appen i kassen hos {partner}.',
        'Et tilbud fra {partner} for deg som er medlem.',
        'Begrenset antall – førstemann til mølla.',
      ],
      preambles: [
        'Som medlem i Klubb Norge får du {percent} % rabatt på {product} hos {partner}. Tilbudet gjelder så lenge lageret rekker og kan ikke kombineres med andre rabatter.',
        '{Partner} gir deg en ekstra god pris på {product}. Løs inn tilbudet direkte i appen eller vis det i butikken.',
      ],
      tags: ['Medlemspris', 'Nyhet', 'Populært', 'Siste sjanse'],
    },
    editorial: {
      titles: [
        '{n} tips om {topic}',
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
  cities: ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø'],
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
  blocks: {
    how: 'Slik fungerer det',
    steps: ['Åpne tilbudet', 'Følg instruksjonene', 'Kos deg!'],
    more: 'Les mer',
  },
  labels: {
    claim: 'Hent kode',
    buy: 'Kjøp',
    tickets: 'Kjøp billetter',
    go: 'Til tilbudet',
    standard: 'Ordinær',
    vip: 'VIP',
  },
};
