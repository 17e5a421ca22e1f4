import type { faqs, siteConfigs } from '../schema';

/** A brand's own ways to be reached: its site config and its articles' contact links use these. */
export interface SeedContact {
  email: string;
  /** International form, as the site config shows it. */
  phone: string;
  /** The form a member of the brand's country dials. */
  localPhone: string;
  site: string;
}

export const SEED_CONTACTS: Record<string, SeedContact> = {
  klubb: {
    email: 'medlem@klubb.example',
    phone: '+46 8 123 456 00',
    localPhone: '08-123 456 00',
    site: 'https://klubb.example',
  },
  'klubb-norge': {
    email: 'medlem@klubbnorge.example',
    phone: '+47 22 12 34 56',
    localPhone: '22 12 34 56',
    site: 'https://klubbnorge.example',
  },
};

/** The contact of a seeded brand; every seeded brand has one. */
export function seedContactOf(brandId: string): SeedContact {
  const contact = SEED_CONTACTS[brandId];
  if (!contact) throw new Error(`No seeded contact for ${brandId}`);
  return contact;
}

/**
 * The brands' FAQ and site config (spec §3), in each brand's language. Brand A has a support chat,
 * brand B only mail, so both forms of the support menu are seeded. The answers are plain text.
 */
export const SEED_SITE_CONFIGS: Array<typeof siteConfigs.$inferInsert> = [
  {
    brandId: 'klubb',
    aboutHeader: 'Om Klubb',
    aboutBody:
      'Klubb samlar medlemsförmåner, evenemang och artiklar på ett ställe.\n\nSom medlem får du rabattkoder, biljetter och erbjudanden från våra partner.',
    customerServiceText:
      'Har du frågor om ditt medlemskap, dina köp eller dina rabattkoder? Kundtjänst hjälper dig gärna.',
    contactEmail: seedContactOf('klubb').email,
    contactPhone: seedContactOf('klubb').phone,
    chatUrl: 'https://chat.klubb.example/',
    gdprLabel: 'Integritetspolicy',
    gdprUrl: 'https://klubb.example/integritet',
    termsLabel: 'Medlemsvillkor',
    termsUrl: 'https://klubb.example/villkor',
  },
  {
    brandId: 'klubb-norge',
    aboutHeader: 'Om Klubb Norge',
    aboutBody:
      'Klubb Norge samler medlemsfordeler og artikler på ett sted.\n\nSom medlem får du rabattkoder og tilbud fra våre partnere.',
    customerServiceText:
      'Har du spørsmål om medlemskapet eller rabattkodene dine? Kundeservice hjelper deg gjerne.',
    contactEmail: seedContactOf('klubb-norge').email,
    contactPhone: seedContactOf('klubb-norge').phone,
    chatUrl: null,
    gdprLabel: 'Personvernerklæring',
    gdprUrl: 'https://klubbnorge.example/personvern',
    termsLabel: 'Medlemsvilkår',
    termsUrl: 'https://klubbnorge.example/vilkar',
  },
];

export const SEED_FAQS: Array<typeof faqs.$inferInsert> = [
  [
    'klubb',
    'Hur hittar jag mina rabattkoder?',
    'Alla koder du har hämtat finns under Mer → Rabattkoder, grupperade per erbjudande.',
  ],
  [
    'klubb',
    'Var ser jag mina köp?',
    'Under Mer → Mina köp. Tryck på ett köp för att se moms, avgifter och biljetter.',
  ],
  [
    'klubb',
    'Hur ändrar jag mitt lösenord?',
    'Gå till Mer → Mina uppgifter. Du behöver ange ditt nuvarande lösenord.',
  ],
  [
    'klubb',
    'Hur avslutar jag mitt medlemskap?',
    'Under Mer → Mina uppgifter kan du radera ditt konto.\n\nDina köp sparas utan koppling till dig.',
  ],
  [
    'klubb-norge',
    'Hvor finner jeg rabattkodene mine?',
    'Alle koder du har hentet finner du under Mer → Rabattkoder.',
  ],
  [
    'klubb-norge',
    'Hvordan endrer jeg passordet?',
    'Gå til Mer → Mine opplysninger. Du må oppgi ditt nåværende passord.',
  ],
].map(([brandId, question, answer], index) => ({
  brandId: brandId as string,
  question: question as string,
  answer: answer as string,
  sortOrder: index,
}));
