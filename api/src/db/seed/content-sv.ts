import { klubbHem } from './categories/klubb-hem';
import { klubbKultur } from './categories/klubb-kultur';
import { klubbMatDryck } from './categories/klubb-mat-dryck';
import { klubbMode } from './categories/klubb-mode';
import { klubbResor } from './categories/klubb-resor';
import { klubbSport } from './categories/klubb-sport';
import type { LanguageTable } from './content';

/** Brand A's seed in Swedish: the words its offers are generated from, their blocks and buttons. */
export const contentSv: LanguageTable = {
  categories: [klubbMatDryck, klubbResor, klubbKultur, klubbSport, klubbHem, klubbMode],
  templates: {
    benefit: {
      titles: [
        '{percent} % rabatt på {product}',
        'Halva priset på {product}',
        'Medlemspris på {product} hos {partner}',
        '{Product} – bara för medlemmar',
        '{Partner}: {percent} % på {product}',
      ],
      goodsTitles: [
        '{Product} – bara för medlemmar',
        'Medlemspris på {product} hos {partner}',
        '{Percent} % på {product} från {partner}',
      ],
      teasers: [
        'Gäller hos {partner} året ut.',
        'Bara för dig som är medlem i Klubb.',
        'Ett erbjudande från {partner} för dig som är medlem.',
        'Begränsat antal – först till kvarn.',
      ],
      preambles: [
        'Som medlem i Klubb får du ett extra bra pris på {product} hos {partner}.',
        '{Partner} ger Klubbs medlemmar ett bättre pris på {product} så länge kampanjen pågår.',
      ],
      tags: ['Medlemspris', 'Nyhet', 'Populärt', 'Sista chansen'],
    },
    editorial: {
      titles: [
        'Nybörjarens guide till {topic}',
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
      titles: ['{Event} med Klubb', 'Följ med på {event}', 'Förköp: {event}', '{Event} i {cities}'],
      teasers: [
        'Medlemsförköp med de bästa platserna.',
        'Ett begränsat antal biljetter för medlemmar.',
        'En kväll du inte vill missa.',
      ],
      preambles: [
        'Nu kan du som medlem köpa biljetter till {event} i {cities} före alla andra. Biljetterna släpps i begränsad mängd.',
        'Välkommen på {event} i {cities}! Som medlem får du förtur till biljetterna innan den ordinarie försäljningen börjar.',
      ],
      tags: ['Förköp', 'Event', 'Få platser kvar'],
    },
  },
  and: 'och',
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
  body: {
    editorial: {
      openings: [
        'Intresset för {topic} har vuxit stadigt de senaste åren, och frågorna vi får handlar ofta om samma sak: var ska man börja?',
        'Det finns många råd om {topic}, och en del av dem säger emot varandra. Därför har vi valt ut det som faktiskt gör skillnad.',
        'Det är lätt att krångla till {topic}. Oftast räcker det att göra några få saker rätt – och att ha tålamod med resten.',
      ],
      heading: 'Så kommer du igång',
      closings: [
        'Ge det några veckor innan du bestämmer dig för vad du tycker. Det mesta blir roligare när man har lite vana.',
        'Och kom ihåg: det viktigaste är att du trivs. Resten kommer med tiden.',
        'Har du egna tips? Berätta gärna för oss – de bästa kan hamna i en kommande artikel.',
      ],
    },
    benefit: {
      heading: 'Så använder du erbjudandet',
      claim: [
        'Tryck på ”{claim}”. Du behöver vara inloggad.',
        'Koden sparas under Mer → Rabattkoder.',
        'Ange koden i kassan hos {partner}.',
      ],
      url: ['Tryck på ”{go}”.', 'Du kommer till {partner}, där medlemspriset räknas av i kassan.'],
      buy: [
        'Välj storlek och tryck på ”{buy}”.',
        'Betala direkt i appen.',
        'Leveransen tar tre till fem vardagar.',
      ],
      terms: 'Gäller för medlemmar i Klubb och kan inte kombineras med andra rabatter.',
      partnerLink: 'Mer om {partner}',
    },
    live: {
      heading: 'Bra att veta',
      facts: [
        'Varje tillfälle är ungefär tre timmar, och dörrarna öppnar en halvtimme före start.',
        'Biljetten gäller den stad och tid du har valt.',
        'Biljetterna finns under Mer → Mina biljetter när du har betalat, redo att visas i dörren.',
      ],
    },
  },
  labels: {
    claim: 'Hämta kod',
    buy: 'Köp',
    tickets: 'Köp biljetter',
    go: 'Till erbjudandet',
    standard: 'Ordinarie',
    vip: 'VIP',
    size: 'Storlek',
    fits: 'Passar bröstmått {range} cm.',
  },
  contact: {
    sentence:
      'Frågor om artikeln? Skriv till oss via {mail}, ring {phone} på vardagar eller {more} om hur du når kundtjänst. Vill du tipsa redaktionen, {click}.',
    mail: 'e-post',
    more: 'läs mer',
    click: 'klicka här',
  },
};
