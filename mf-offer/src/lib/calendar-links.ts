import type { Os } from '@klubb/sdk';

/** A calendar event (spec §3): name, description, location, start and end in ms. */
export interface CalendarEvent {
  name: string;
  description: string;
  location: string;
  startMilliseconds: number;
  endMilliseconds: number;
}

/** 20270201T170000Z: the UTC form both the web template and iCalendar take. */
function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The web calendar template (Google Calendar's): name, description, location, start and end. */
export function webCalendarLink(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${utcStamp(event.startMilliseconds)}/${utcStamp(event.endMilliseconds)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

// iCalendar text values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11).
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** The event as an iCalendar file, which iOS opens in its own Calendar app. */
export function icsOf(event: CalendarEvent, uid: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Klubb//Offer//EN',
    'BEGIN:VEVENT',
    `UID:${icsText(uid)}`,
    `DTSTAMP:${utcStamp(event.startMilliseconds)}`,
    `DTSTART:${utcStamp(event.startMilliseconds)}`,
    `DTEND:${utcStamp(event.endMilliseconds)}`,
    `SUMMARY:${icsText(event.name)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

export interface CalendarLink {
  href: string;
  /** Set for the iOS file link: the name the calendar file is saved under. */
  download?: string;
  /** The web template opens in a new tab; the native link stays. */
  external: boolean;
}

/**
 * The add-to-calendar link of spec §2: the native calendar link on iOS (an iCalendar file the
 * system hands to Calendar), the web calendar template everywhere else.
 */
export function calendarLink(event: CalendarEvent, os: Os, uid: string): CalendarLink {
  if (os === 'iOS') {
    return {
      href: `data:text/calendar;charset=utf-8,${encodeURIComponent(icsOf(event, uid))}`,
      download: 'event.ics',
      external: false,
    };
  }
  return { href: webCalendarLink(event), external: true };
}
