/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';

import {
  MARKER_ICON_SIZE_PX,
  MINIMUM_MARKER_ZOOM,
  type Restaurant,
  type RestaurantMapsSettings,
} from '@klubb/contracts';

import { MARKER_ICONS } from '../utils/marker-icons';

import styles from './restaurants.module.css';

export interface RestaurantMapProps {
  settings: RestaurantMapsSettings;
  restaurants: readonly Restaurant[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  label: string;
  /** A fixed zoom and no selection (the detail page's small map). */
  zoom?: number;
  /** The map's centre when not the brand's (the detail page: its restaurant). */
  centerLat?: number;
  centerLng?: number;
  /** The detail page's small map. */
  small?: boolean;
}

const iconOf = (selected: boolean): google.maps.Icon => ({
  url: selected ? MARKER_ICONS.selected : MARKER_ICONS.normal,
  scaledSize: new google.maps.Size(MARKER_ICON_SIZE_PX, MARKER_ICON_SIZE_PX),
});

/**
 * The Google map with one marker per restaurant (spec §4 "Restaurant map"): the selected marker
 * changes icon, only one is active at a time, and selecting one zooms to at least 15. Rendered
 * only after the Maps API has loaded.
 */
export function RestaurantMap({
  settings,
  restaurants,
  selectedId,
  onSelect,
  label,
  zoom,
  centerLat,
  centerLng,
  small = false,
}: RestaurantMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const markers = useRef(new Map<string, google.maps.Marker>());
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    if (!element.current) return;
    const created = new google.maps.Map(element.current, {
      center: { lat: centerLat ?? settings.center_lat, lng: centerLng ?? settings.center_lng },
      zoom: zoom ?? settings.zoom,
      mapId: settings.mapId || undefined,
      zoomControl: settings.zoomControl,
      mapTypeControl: settings.mapTypeControl,
      streetViewControl: settings.streetViewControl,
      fullscreenControl: settings.fullscreenControl,
      clickableIcons: settings.clickableIcons,
    });
    map.current = created;
    const own = markers.current;
    for (const restaurant of restaurants) {
      const marker = new google.maps.Marker({
        map: created,
        position: { lat: restaurant.lat, lng: restaurant.lng },
        title: restaurant.name,
        icon: iconOf(false),
      });
      marker.addListener('click', () => select.current(restaurant.id));
      own.set(restaurant.id, marker);
    }
    return () => {
      for (const marker of own.values()) marker.setMap(null);
      own.clear();
      map.current = null;
    };
  }, [settings, restaurants, zoom, centerLat, centerLng]);

  useEffect(() => {
    for (const [id, marker] of markers.current) marker.setIcon(iconOf(id === selectedId));
    const chosen = selectedId ? markers.current.get(selectedId) : undefined;
    const position = chosen?.getPosition();
    if (!map.current || !position) return;
    map.current.panTo(position);
    map.current.setZoom(Math.max(map.current.getZoom() ?? 0, MINIMUM_MARKER_ZOOM));
  }, [selectedId]);

  return (
    <div
      ref={element}
      className={small ? styles.smallMap : styles.map}
      role="region"
      aria-label={label}
    />
  );
}
