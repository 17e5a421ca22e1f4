import { embedUrlOf } from './embeds';

describe('embedUrlOf', () => {
  it('plays YouTube from the no-cookie host, from embed, watch and short links', () => {
    const player = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1';
    expect(embedUrlOf('youTube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe(
      player,
    );
    expect(embedUrlOf('youTube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(player);
    expect(embedUrlOf('youTube', 'https://youtu.be/aqz-KE-bpKQ')).toBe(player);
  });

  it('plays Spotify from its embed player', () => {
    const player = 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M';
    expect(embedUrlOf('spotify', player)).toBe(player);
    expect(embedUrlOf('spotify', 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M')).toBe(
      player,
    );
  });

  it('refuses other hosts, other schemes and odd ids', () => {
    expect(embedUrlOf('youTube', 'https://evil.example/embed/aqz-KE-bpKQ')).toBeNull();
    expect(embedUrlOf('youTube', 'http://www.youtube.com/embed/aqz-KE-bpKQ')).toBeNull();
    expect(embedUrlOf('youTube', 'javascript:alert(1)')).toBeNull();
    expect(embedUrlOf('youTube', 'https://www.youtube.com/embed/a"b')).toBeNull();
    expect(embedUrlOf('spotify', 'https://open.spotify.com.evil.example/embed/track/1')).toBeNull();
    expect(embedUrlOf('spotify', 'https://open.spotify.com/user/x')).toBeNull();
    expect(embedUrlOf('spotify', 'not a url')).toBeNull();
  });
});
