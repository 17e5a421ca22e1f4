import type { Language } from '@klubb/contracts';

/** U+00AD: where a word may break, drawn as a hyphen only when it does. */
export const SOFT_HYPHEN = '\u00ad';

/**
 * Words of at least this many letters get soft hyphens: a long compound ("kaffeabonnement") is
 * what outgrows a card's line on a phone; a shorter word fits, or the engine hyphenates it.
 */
const MIN_WORD_LENGTH = 12;
/** Letters kept together at a word's start and end ("Ka-", "-ment"), as hyphenation rules keep. */
const MIN_HEAD = 2;
const MIN_TAIL = 3;

const VOWELS = new Set('aeiouyåäöæøéèêáàüâô');
/** Vowel pairs that are one sound (Norwegian ei, øy, au; loanwords): never split. */
const DIPHTHONGS = new Set(['ai', 'au', 'ei', 'ey', 'oi', 'ou', 'ui', 'øy', 'aa', 'ee', 'oo']);
/** Letter pairs that are one sound, kept on the line they end (tidning-ar, tack-a). */
const CLOSING_PAIRS = new Set(['ck', 'ng']);
/** Letter groups that are one sound, carried to the next line whole (för-skjuten, ut-tjänt). */
const OPENING_GROUPS = ['skj', 'stj', 'sch', 'sj', 'tj', 'kj', 'gj', 'ch', 'ph', 'th'];
/** A stop or f before r, l or j starts a syllable together (kaffe-bren-neri, pre-nu-me-ra-tion). */
const CARRIED_PAIR = /[bdfgkpt][rlj]$/;
const NOT_CARRIED = new Set(['dl', 'tl', 'dj']);

const LETTERS = /\p{L}+/gu;

/** Where a word may break: the index of the letter each new line would start with. */
function breakPoints(word: string): number[] {
  const lower = word.toLowerCase();
  const points: number[] = [];
  let previousVowel = -1;
  for (let at = 0; at < lower.length; at += 1) {
    if (!VOWELS.has(lower[at]!)) continue;
    if (previousVowel >= 0) {
      const point = pointBetween(lower, previousVowel, at);
      if (point !== null) points.push(point);
    }
    previousVowel = at;
  }
  return points.filter((point) => point >= MIN_HEAD && point <= word.length - MIN_TAIL);
}

/**
 * The break between two vowels, by the Scandinavian rule: one consonant goes to the next line
 * (kaf-fe, bon-ne-ment), a sound written with two or three letters goes whole, so do a stop and
 * the r, l or j after it, and two vowels that are two sounds part (kaffe-abonnement).
 */
function pointBetween(word: string, vowel: number, nextVowel: number): number | null {
  const cluster = word.slice(vowel + 1, nextVowel);
  if (cluster.length === 0) {
    return DIPHTHONGS.has(word[vowel]! + word[nextVowel]!) ? null : nextVowel;
  }
  if (cluster.length >= 2 && CLOSING_PAIRS.has(cluster.slice(-2))) return nextVowel;
  const group = OPENING_GROUPS.find((letters) => cluster.endsWith(letters));
  if (group) return cluster.length > group.length ? nextVowel - group.length : null;
  if (CARRIED_PAIR.test(cluster) && !NOT_CARRIED.has(cluster.slice(-2))) {
    return cluster.length > 2 ? nextVowel - 2 : vowel + 1;
  }
  return nextVowel - 1;
}

function hyphenateWord(word: string): string {
  if (word.length < MIN_WORD_LENGTH) return word;
  let result = '';
  let from = 0;
  for (const point of breakPoints(word)) {
    result += word.slice(from, point) + SOFT_HYPHEN;
    from = point;
  }
  return result + word.slice(from);
}

/**
 * A title with soft hyphens in its long words, for a heading or card on a narrow screen (issue
 * 32). `hyphens: auto` hyphenates by the page's language only where the engine has a dictionary
 * for it; Chromium without its downloaded dictionaries (Linux, some web views) has none for
 * Swedish or Norwegian, and broke "kaffeabonnement" mid-word. Soft hyphens are honoured by every
 * engine, so a long word breaks at a syllable, with a hyphen, everywhere; a word that fits is
 * drawn whole. Swedish and Norwegian only (the brands' languages); other text is returned as it
 * is. Pure and the same on the server and in the browser, so a rendered page hydrates as drawn.
 */
export function softHyphenate(text: string, language: Language): string {
  if (language !== 'sv' && language !== 'nb') return text;
  return text.replace(LETTERS, hyphenateWord);
}
