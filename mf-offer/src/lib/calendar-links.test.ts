import { calendarLink, icsOf, webCalendarLink, type CalendarEvent } from './calendar-links';

const event: CalendarEvent = {
  name: 'Jazzkväll, Göteborg',
  description: 'Kvällens musik; tre akter, en paus.',
  location: 'Götaplatsen 1, 41256 Göteborg',
  startMilliseconds: Date.UTC(2027, 1, 1, 17, 0),
  endMilliseconds: Date.UTC(2027, 1, 1, 20, 30),
};

describe('webCalendarLink', () => {
  it('fills the web calendar template with name, description, location, start and end', () => {
    const url = new URL(webCalendarLink(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Jazzkväll, Göteborg',
      details: 'Kvällens musik; tre akter, en paus.',
      location: 'Götaplatsen 1, 41256 Göteborg',
      dates: '20270201T170000Z/20270201T203000Z',
    });
  });
});

describe('icsOf', () => {
  it('writes one iCalendar event with escaped text', () => {
    const ics = icsOf(event, 'klubb-live-004-00s');
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:klubb-live-004-00s',
        'DTSTART:20270201T170000Z',
        'DTEND:20270201T203000Z',
        'SUMMARY:Jazzkväll\\, Göteborg',
        'DESCRIPTION:Kvällens musik\\; tre akter\\, en paus.',
        'END:VEVENT',
      ]),
    );
  });
});

describe('calendarLink', () => {
  it('gives the web template outside iOS, to open in a new tab', () => {
    expect(calendarLink(event, 'android', 'x')).toEqual({
      href: webCalendarLink(event),
      external: true,
    });
  });

  it('gives the native calendar link on iOS: an iCalendar file', () => {
    const link = calendarLink(event, 'iOS', 'x');
    expect(link.download).toBe('event.ics');
    expect(link.external).toBe(false);
    expect(link.href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(link.href.split(',').slice(1).join(','))).toBe(icsOf(event, 'x'));
  });
});
