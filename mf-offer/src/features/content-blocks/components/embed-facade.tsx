import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { OFFER_NAMESPACE } from '../../../i18n';
import { embedUrlOf, type EmbedProvider } from '../utils/embeds';

import styles from './content-blocks.module.css';

const PROVIDER_NAMES: Record<EmbedProvider, string> = { youTube: 'YouTube', spotify: 'Spotify' };

export interface EmbedFacadeProps {
  provider: EmbedProvider;
  src: string;
}

/**
 * A YouTube or Spotify player behind a click-to-load facade: until the member presses play the
 * page asks nothing of the provider (no iframe, no thumbnail, no script), so nothing reaches them
 * about a member who never plays. A source that is not the provider's shows nothing.
 */
export function EmbedFacade({ provider, src }: EmbedFacadeProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const [playing, setPlaying] = useState(false);
  const player = embedUrlOf(provider, src);
  if (!player) return null;
  const frameClass = `${styles.embed} ${provider === 'spotify' ? styles.spotify : styles.video}`;
  if (playing) {
    return (
      <div className={frameClass}>
        <iframe
          className={styles.frame}
          src={player}
          title={t(provider === 'youTube' ? 'blocks.youTubeTitle' : 'blocks.spotifyTitle')}
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={`${frameClass} ${styles.facade}`}>
      <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
        <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.85" />
          <path d="M10 8l6 4-6 4z" fill="var(--k-color-surface, #fff)" />
        </svg>
        <span>{t(provider === 'youTube' ? 'blocks.playYouTube' : 'blocks.playSpotify')}</span>
      </button>
      <p className={styles.privacy}>
        {t('blocks.privacy', { provider: PROVIDER_NAMES[provider] })}
      </p>
    </div>
  );
}
