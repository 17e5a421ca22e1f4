import type { LanguageTable } from './content';

/** Brand A's seed in Swedish: the words its offers are generated from, their blocks and buttons. */
export const contentSv: LanguageTable = {
  categories: [
    {
      id: 'klubb-mat-dryck',
      name: 'Mat & dryck',
      topics: ['surdegsbak', 'naturvin', 'vegetarisk vardagsmat', 'grillning', 'kaffebryggning'],
      products: ['en middag för två', 'en vinprovning', 'ett kaffeabonnemang', 'en matkasse'],
      partners: ['Bistro Norr', 'Vinkällaren', 'Kafferosteriet Syd', 'Saluhallen'],
      live: {
        events: ['vinprovning', 'ostprovning', 'matlagningskurs', 'ölprovning'],
        venues: ['Saluhallen', 'Vinkällaren', 'Kockskolan'],
      },
    },
    {
      id: 'klubb-resor',
      name: 'Resor',
      topics: [
        'tågluffning',
        'stugsemester',
        'storstadsweekend',
        'fjällvandring',
        'skärgårdsturer',
      ],
      products: ['en weekend i Göteborg', 'en hotellnatt', 'en skärgårdskryssning', 'en hyrbil'],
      partners: ['Hotell Kronan', 'Skärgårdsbåtarna', 'Tåg & Resor', 'Fjällstugan'],
    },
    {
      id: 'klubb-kultur',
      name: 'Kultur & nöje',
      topics: ['ljudböcker', 'samtidskonst', 'poddar', 'teater för barn', 'vinylsamlande'],
      products: ['teaterbiljetter', 'ett streamingabonnemang', 'ett museikort', 'en bokcirkel'],
      partners: ['Stadsteatern', 'Bokhandeln City', 'Ljudboksklubben'],
      live: {
        events: ['jazzkväll', 'standupkväll', 'operapremiär', 'konstvisning', 'författarkväll'],
        venues: ['Konserthuset', 'Stadsteatern', 'Kulturhuset', 'Operan'],
      },
    },
    {
      id: 'klubb-sport',
      name: 'Sport & hälsa',
      topics: ['löpträning', 'styrketräning hemma', 'sömn och återhämtning', 'padel', 'vinterbad'],
      products: ['ett gymkort', 'löparskor', 'en massage', 'en yogakurs'],
      partners: ['Gymmet Centrum', 'Löparbutiken', 'Spa Strand'],
      live: {
        events: ['löparklinik', 'yogahelg', 'padelturnering', 'derbymatch'],
        venues: ['Arenan', 'Stadion', 'Friskvårdshuset'],
      },
    },
    {
      id: 'klubb-hem',
      name: 'Hem & inredning',
      topics: ['badrumsrenovering', 'krukväxter', 'förvaring', 'energismart boende'],
      products: ['sängkläder', 'belysning', 'en målarkurs', 'nya gardiner'],
      partners: ['Inredningshuset', 'Lampbutiken', 'Trädgårdscentret'],
    },
    {
      id: 'klubb-mode',
      name: 'Mode & skönhet',
      topics: ['hållbart mode', 'hudvård på vintern', 'second hand', 'skovård'],
      products: ['vinterjackor', 'hudvård', 'skor', 'en stylingtimme'],
      partners: ['Modehuset', 'Skomakarn', 'Hudvårdsstudion'],
    },
  ],
  templates: {
    benefit: {
      titles: [
        '{percent} % rabatt på {product}',
        'Två för en på {product}',
        'Medlemspris på {product} hos {partner}',
        '{Product} – bara för medlemmar',
        'Fri frakt och {percent} % på {product}',
      ],
      teasers: [
        'Gäller hos {partner} året ut.',
        'Visa appen i kassan hos {partner}.',
        'Ett erbjudande från {partner} för dig som är medlem.',
        'Begränsat antal – först till kvarn.',
      ],
      preambles: [
        'Som medlem i Klubb får du {percent} % rabatt på {product} hos {partner}. Erbjudandet gäller så långt lagret räcker och kan inte kombineras med andra rabatter.',
        '{Partner} bjuder på ett extra bra pris på {product}. Lös in erbjudandet direkt i appen eller visa det i butiken.',
      ],
      tags: ['Medlemspris', 'Nyhet', 'Populärt', 'Sista chansen'],
    },
    editorial: {
      titles: [
        '{n} tips om {topic}',
        'Guide: {topic}',
        'Så lyckas du med {topic}',
        'Experten tipsar om {topic}',
        'Allt du behöver veta om {topic}',
      ],
      teasers: [
        'Vi har samlat de bästa tipsen inför säsongen.',
        'En läsning för dig som vill komma igång.',
        'Enkla råd som gör skillnad i vardagen.',
      ],
      preambles: [
        'Vi har pratat med några av landets mest erfarna experter om {topic}. Här är deras bästa råd – från grunderna till knepen som proffsen använder.',
        '{Topic} behöver inte vara krångligt. I den här artikeln går vi igenom det viktigaste, steg för steg.',
      ],
      tags: ['Guide', 'Intervju', 'Tips', 'Reportage'],
    },
    live: {
      titles: ['{Event} på {venue}', 'Följ med på {event}', 'Förköp: {event}', '{Event} i {city}'],
      teasers: [
        'Medlemsförköp med de bästa platserna.',
        'Ett begränsat antal biljetter för medlemmar.',
        'En kväll du inte vill missa.',
      ],
      preambles: [
        'Nu kan du som medlem köpa biljetter till {event} på {venue} i {city} före alla andra. Biljetterna släpps i begränsad mängd.',
        'Välkommen på {event} i {city}! Som medlem får du förtur till biljetterna och ett glas bubbel vid ankomst.',
      ],
      tags: ['Förköp', 'Event', 'Få platser kvar'],
    },
  },
  cities: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå'],
  imageDescriptions: [
    'Grön bakgrund med ljusa cirklar',
    'Mörkblå och röd bakgrund med rundade rutor',
    'Orange bakgrund med ljusa cirklar',
    'Petrolblå bakgrund med trianglar',
    'Lila och rosa bakgrund med rundade rutor',
    'Gul och orange bakgrund med trianglar',
    'Blå bakgrund med ljusa cirklar',
    'Olivgrön och beige bakgrund med rundade rutor',
    'Röd och gul bakgrund med trianglar',
    'Lila bakgrund med ljusa cirklar',
    'Petrol och mintgrön bakgrund med rundade rutor',
    'Grå bakgrund med trianglar',
  ],
  blocks: {
    how: 'Så fungerar det',
    steps: ['Öppna erbjudandet', 'Följ instruktionerna', 'Njut!'],
    more: 'Läs mer',
  },
  labels: {
    claim: 'Hämta kod',
    buy: 'Köp',
    tickets: 'Köp biljetter',
    go: 'Till erbjudandet',
    standard: 'Ordinarie',
    vip: 'VIP',
  },
};
