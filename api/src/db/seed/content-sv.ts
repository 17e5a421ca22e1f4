import type { LanguageTable } from './content';

/** Brand A's seed in Swedish: the words its offers are generated from, their blocks and buttons. */
export const contentSv: LanguageTable = {
  categories: [
    {
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
    },
    {
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
    },
    {
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
            about:
              'Solister och en kammarorkester framför kända arior och duetter ur operahistorien.',
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
    },
    {
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
    },
    {
      id: 'klubb-hem',
      name: 'Hem & inredning',
      topics: [
        {
          name: 'badrumsrenovering',
          advice:
            'Anlita en behörig våtrumsfirma för tätskiktet – det är det som avgör om badrummet håller i tjugo år. Spara hellre på kaklet än på det som inte syns.',
        },
        {
          name: 'krukväxter',
          advice:
            'De flesta krukväxter dör av för mycket vatten, inte för lite. Känn med fingret i jorden och vattna först när de översta centimetrarna är torra.',
        },
        {
          name: 'förvaring',
          advice:
            'Rensa innan du köper nya lådor. Det som inte har använts på ett år kan oftast skänkas bort.',
        },
        {
          name: 'energismart boende',
          advice:
            'Sänk inomhustemperaturen en grad och täta runt fönster och dörrar före vintern. Det kostar lite och märks direkt på elräkningen.',
        },
        {
          name: 'balkongodling',
          advice:
            'Välj stora krukor – jorden torkar långsammare – och börja med sallad, örter och smultron. Tomater kräver sol hela eftermiddagen.',
        },
        {
          name: 'möbelrenovering',
          advice:
            'Tvätta med såpa och slipa lätt innan du målar, och välj en färg som är gjord för möbler. Två tunna lager håller bättre än ett tjockt.',
        },
        {
          name: 'belysning hemma',
          advice:
            'Blanda ljuskällor på olika höjd: taklampa, golvlampa och en lampa i fönstret. Varmvitt ljus gör rummet ombonat på kvällen.',
        },
      ],
      products: [
        { name: 'sängkläder', partners: ['Inredningshuset'] },
        { name: 'bordslampor', partners: ['Lampbutiken'] },
        { name: 'en målarkurs', partners: ['Inredningshuset'] },
        { name: 'gardiner', partners: ['Inredningshuset'] },
        { name: 'krukväxter', partners: ['Trädgårdscentret'] },
      ],
      garments: [{ name: 'morgonrockar i frotté', partners: ['Inredningshuset'] }],
    },
    {
      id: 'klubb-mode',
      name: 'Mode & skönhet',
      topics: [
        {
          name: 'hållbart mode',
          advice:
            'Köp färre plagg av bättre kvalitet och läs tvättrådet. Ett plagg som används dubbelt så länge halverar sitt klimatavtryck.',
        },
        {
          name: 'hudvård på vintern',
          advice:
            'Byt till en fetare kräm när det blir kallt och tvätta ansiktet i ljummet, inte varmt, vatten. Glöm inte solskyddet i fjällen.',
        },
        {
          name: 'second hand',
          advice:
            'Gå dit ofta och gå tidigt. Det bästa säljs snabbt, och det lönar sig att veta vilka märken som håller.',
        },
        {
          name: 'skovård',
          advice:
            'Impregnera skorna innan du använder dem första gången och låt dem torka i rumstemperatur – aldrig på elementet.',
        },
        {
          name: 'kapselgarderob',
          advice:
            'Välj två eller tre grundfärger som går ihop, så passar nästan allt med allt. Ett trettiotal plagg räcker långt för en hel säsong.',
        },
        {
          name: 'klädvård',
          advice:
            'Tvätta mer sällan och i lägre temperatur, och vädra ylle i stället för att tvätta det. Kläderna håller längre och behåller formen.',
        },
        {
          name: 'hårvård',
          advice:
            'Skölj håret i ljummet vatten och lägg balsam på längderna, inte i hårbotten. Låt gärna håret lufttorka en stund innan du föner.',
        },
      ],
      products: [
        { name: 'vinterjackor', partners: ['Modehuset'] },
        { name: 'en ansiktsbehandling', partners: ['Hudvårdsstudion'] },
        { name: 'skoreparationer', partners: ['Skomakarn'] },
        { name: 'en stylingtimme', partners: ['Modehuset'] },
      ],
      garments: [
        { name: 'ullkoftor', partners: ['Modehuset'] },
        { name: 'vinterjackor', partners: ['Modehuset'] },
      ],
    },
  ],
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
        'Biljetterna finns under Mer → Mina köp när du har betalat.',
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
