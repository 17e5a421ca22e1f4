import { offerPush } from './push-outbox';

const OFFER = {
  orderId: 'order-1',
  eventName: 'Sommarkonsert – Stockholm 19:00',
  expiresAt: new Date('2026-11-29T17:30:00.000Z'),
};

it('words the push in the brand’s language, with the hold’s end in the brands’ time', () => {
  expect(offerPush('t', { ...OFFER, language: 'sv' }).notification).toEqual({
    title: 'En biljett hålls åt dig.',
    body: 'Från väntelistan till Sommarkonsert – Stockholm 19:00: köp den före 18:30.',
  });
  expect(offerPush('t', { ...OFFER, language: 'nb' }).notification).toEqual({
    title: 'En billett holdes av til deg.',
    body: 'Fra ventelisten til Sommarkonsert – Stockholm 19:00: kjøp den før 18:30.',
  });
  expect(offerPush('t', { ...OFFER, language: 'en' })).toEqual({
    token: 't',
    notification: {
      title: 'A ticket is held for you.',
      body: 'From the waiting list for Sommarkonsert – Stockholm 19:00: buy it before 18:30.',
    },
    data: {
      type: 'waiting-list-offer',
      path: '/more/waitingLists',
      orderId: 'order-1',
      expiresAt: '2026-11-29T17:30:00.000Z',
    },
  });
});
