import type { CategoryContent } from '../content';

export const klubbHem: CategoryContent = {
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
};
