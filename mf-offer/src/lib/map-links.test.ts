import { coordinatesOf, mapPlaceLink, venueLink } from './map-links';

const venue = {
  address: 'Hötorget 8',
  zipCode: '11157',
  city: 'Stockholm',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=59.3346,18.0632',
};

describe('mapPlaceLink', () => {
  it('builds a Google Maps place link from coordinates', () => {
    expect(mapPlaceLink({ lat: 59.3346, lng: 18.0632 }, 'android')).toBe(
      'https://www.google.com/maps/search/?api=1&query=59.3346%2C18.0632',
    );
  });

  it('opens Apple Maps on iOS, with the place named', () => {
    expect(mapPlaceLink({ lat: 59.3346, lng: 18.0632 }, 'iOS', 'Hötorget 8')).toBe(
      'https://maps.apple.com/?ll=59.3346,18.0632&q=H%C3%B6torget%208',
    );
  });
});

describe('coordinatesOf', () => {
  it('reads the coordinates of the usual map URL forms', () => {
    expect(coordinatesOf(venue.mapUrl)).toEqual({ lat: 59.3346, lng: 18.0632 });
    expect(coordinatesOf('https://maps.apple.com/?ll=57.6968,11.9799')).toEqual({
      lat: 57.6968,
      lng: 11.9799,
    });
    expect(coordinatesOf('https://www.google.com/maps/@55.5837,13.0296,15z')).toEqual({
      lat: 55.5837,
      lng: 13.0296,
    });
  });

  it('gives null for a URL without coordinates, out-of-range ones, or no URL at all', () => {
    expect(coordinatesOf('https://www.google.com/maps/search/?api=1&query=Hötorget')).toBeNull();
    expect(coordinatesOf('https://maps.example/?query=123,456')).toBeNull();
    expect(coordinatesOf('not a url')).toBeNull();
  });
});

describe('venueLink', () => {
  it('links the venue through its coordinates, per platform', () => {
    expect(venueLink(venue, 'windows')).toBe(
      'https://www.google.com/maps/search/?api=1&query=59.3346%2C18.0632',
    );
    expect(venueLink(venue, 'iOS')).toMatch(/^https:\/\/maps\.apple\.com\/\?ll=59\.3346,18\.0632/);
  });

  it('searches by address when the map URL has no coordinates', () => {
    expect(venueLink({ ...venue, mapUrl: '' }, 'linux')).toBe(
      'https://www.google.com/maps/search/?api=1&query=H%C3%B6torget%208%2011157%20Stockholm',
    );
  });
});
