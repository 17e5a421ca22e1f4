import type { LanguageTable } from './content';

/** Brand B's seed in Norwegian (bokmål): its offers' words, blocks and buttons; no live offers. */
export const contentNb: LanguageTable = {
  categories: [
    {
      id: 'norge-mat-drikke',
      name: 'Mat og drikke',
      topics: [
        {
          name: 'surdeigsbaking',
          advice:
            'Mat surdeigen til samme tid hver dag og la den stå i romtemperatur. En jevn rytme gir et jevnere brød enn nøyaktige gram på vekten.',
        },
        {
          name: 'naturvin',
          advice:
            'Begynn med lette røde viner fra Loire eller Beaujolais, og server dem litt kjølige. Naturvin varierer mer fra flaske til flaske, så kjøp gjerne to like og sammenlign.',
        },
        {
          name: 'vegetarisk hverdagsmat',
          advice:
            'Planlegg uka rundt to eller tre grunnretter – en linsegryte, en ovnsrett, en suppe – og varier dem med krydder og tilbehør.',
        },
        {
          name: 'grilling',
          advice:
            'La kullene bli gråhvite før du legger på maten, og lag en varm og en kjølig sone på grillen. Da kan du flytte det som får for mye farge.',
        },
        {
          name: 'kaffebrygging',
          advice:
            'Kvern bønnene rett før du brygger, og vei kaffen: 60 gram per liter vann er et godt utgangspunkt. Vannet bør holde rundt 94 grader.',
        },
        {
          name: 'fermentering',
          advice:
            'Begynn med surkål: Strimle hvitkål, salt med to prosent av vekten og press det ned i et rent glass. Etter en uke i romtemperatur smaker det syrlig og friskt.',
        },
      ],
      products: [
        { name: 'en treretters middag', partners: ['Fjordkjøkkenet'] },
        { name: 'et ølkurs', partners: ['Bryggeriet Nord'] },
        { name: 'et kaffeabonnement', partners: ['Kaffebrenneriet Vest'] },
        { name: 'en smakskasse med øl', partners: ['Bryggeriet Nord'] },
      ],
    },
    {
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
          advice:
            'Sjekk skredvarselet før hver tur, og snu i tide. Fjellet står der neste helg også.',
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
    },
    {
      id: 'norge-kultur',
      name: 'Kultur',
      topics: [
        {
          name: 'lydbøker',
          advice:
            'Prøv en bok du allerede har lest. Når du kjenner handlingen, er det lettere å lære seg å lytte, og oppleserens stemme blir en del av opplevelsen.',
        },
        {
          name: 'samtidskunst',
          advice:
            'Ikke les skiltet først. Se på verket en stund, tenk over hva du ser, og les etterpå – det gir kunsten en ærlig sjanse.',
        },
        {
          name: 'podkaster',
          advice:
            'Velg tre podkaster om helt ulike temaer og gi hver av dem et par episoder. Den første episoden er sjelden den beste.',
        },
        {
          name: 'teater for barn',
          advice:
            'Velg en forestilling som varer under en time for de minste, og snakk om hva dere skal se før dere går. Da blir mørket i salen mindre skummelt.',
        },
        {
          name: 'bokklubber',
          advice:
            'Velg bøker som også finnes som lydbok og e-bok, og bestem på forhånd hvor langt dere skal ha lest. Fire til seks personer gir de beste samtalene.',
        },
      ],
      products: [
        { name: 'teaterbilletter', partners: ['Scenehuset'] },
        { name: 'et lydbokabonnement', partners: ['Lydbokklubben'] },
        { name: 'et årskort', partners: ['Kunstmuseet'] },
        { name: 'bøker', partners: ['Bokhandelen Nord'] },
      ],
    },
    {
      id: 'norge-friluft',
      name: 'Friluftsliv',
      topics: [
        {
          name: 'fjellsport',
          advice:
            'Gå inn fjellskoene hjemme først, og pakk etter været, ikke etter kalenderen. Selv i august kan det snø i høyfjellet.',
        },
        {
          name: 'telttur med barn',
          advice:
            'Prøv den første natta i hagen eller nær bilen. Korte dagsetapper, mye mat og en god sovepose betyr mer enn utstyrslista.',
        },
        {
          name: 'langrenn',
          advice:
            'Smør etter temperaturen ute, ikke etter hva som sto på boksen sist. Er du i tvil, velg den kaldeste varianten.',
        },
        {
          name: 'padling',
          advice:
            'Ta et grunnkurs før du padler alene, og hold deg nær land til du har øvd på redning. Vannet er kaldt langt ut i juni.',
        },
        {
          name: 'isbading',
          advice:
            'Bad aldri alene, og begynn med korte dukkerter på noen sekunder. Ha varme klær klare på brygga før du går uti.',
        },
      ],
      products: [
        { name: 'en tursekk', partners: ['Turbutikken', 'Fjellsport Nord'] },
        { name: 'skismøring', partners: ['Fjellsport Nord'] },
        { name: 'en sovepose', partners: ['Turbutikken'] },
        { name: 'et padlekurs', partners: ['Padleriet'] },
      ],
    },
    {
      id: 'norge-hjem',
      name: 'Hjem og interiør',
      topics: [
        {
          name: 'oppussing av bad',
          advice:
            'Bruk en godkjent våtromsbedrift til membranen – det er den som avgjør om badet holder i tjue år. Spar heller på flisene enn på det som ikke synes.',
        },
        {
          name: 'stueplanter',
          advice:
            'De fleste stueplanter dør av for mye vann, ikke for lite. Kjenn med fingeren i jorda, og vann først når de øverste centimeterne er tørre.',
        },
        {
          name: 'oppbevaring',
          advice:
            'Rydd før du kjøper nye bokser. Det som ikke er brukt på et år, kan som regel gis bort.',
        },
        {
          name: 'energisparing hjemme',
          advice:
            'Senk innetemperaturen med en grad og tett rundt vinduer og dører før vinteren. Det koster lite og merkes med en gang på strømregningen.',
        },
        {
          name: 'balkongdyrking',
          advice:
            'Velg store potter – jorda tørker saktere – og begynn med salat, urter og jordbær. Tomater trenger sol hele ettermiddagen.',
        },
      ],
      products: [
        { name: 'sengetøy', partners: ['Interiørhuset'] },
        { name: 'bordlamper', partners: ['Lampebutikken'] },
        { name: 'et malekurs', partners: ['Interiørhuset'] },
        { name: 'gardiner', partners: ['Interiørhuset'] },
        { name: 'stueplanter', partners: ['Hagesenteret'] },
      ],
    },
  ],
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
