import type { CategoryContent } from '../content';

export const norgeFriluft: CategoryContent = {
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
};
