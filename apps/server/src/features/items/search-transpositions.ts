/**
 * Two neighbouring letters swapped ("chiar" for "chair") is the typo trigrams forgive least: in a
 * short word it changes most of the word's trigrams, so its similarity to the right word stays under
 * the threshold. The typo-tolerant search therefore also matches each word with any two neighbouring
 * letters swapped, as whole words (docs/product.md, Marketplace;
 * docs/decisions/002-marketplace-search.md, "Swapped letters"). A word over twelve letters keeps
 * enough trigrams for the similarity to find it; one of three letters or fewer would match too much.
 * A search is at most 200 characters, so at most about 200 words are offered.
 */
const MIN_LETTERS = 4;
const MAX_LETTERS = 12;

/** The word and every word made by swapping two of its neighbouring (different) characters. */
function withSwaps(word: string): string[] {
  const characters = Array.from(word);
  if (characters.length < MIN_LETTERS || characters.length > MAX_LETTERS) return [word];
  const variants = new Set([word]);
  for (let index = 0; index + 1 < characters.length; index++) {
    if (characters[index] === characters[index + 1]) continue;
    const swapped = [...characters];
    [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
    variants.add(swapped.join(''));
  }
  return [...variants];
}

/**
 * A to_tsquery text matching every word either as typed or with two neighbouring letters swapped,
 * or null when no word is long enough to have a swap. Words are letters and digits only
 * (searchWords), so the text carries no operator but the ones written here.
 */
export function transposedWordsQuery(words: string[]): string | null {
  const groups = words.map(withSwaps);
  if (groups.every((group) => group.length === 1)) return null;
  return groups.map((group) => `(${group.join(' | ')})`).join(' & ');
}
