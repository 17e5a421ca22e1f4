import type { CategoryContent } from '../content';

export const norgeMatDrikke: CategoryContent = {
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
};
