// Typeahead of the APG menu button: a printable character moves focus to the next item whose label starts
// with it. Pure helpers shared by the machine and its connect function (which must not import xstate).

/** A label or typed character as typeahead compares them: lower case, without accents ("É" matches "e"). */
export function foldLabel(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase();
}

/** One printable character (a code point, not a named key such as 'Tab' or a space): typeahead. */
export function isTypeaheadKey(key: string): boolean {
  return /^\S$/u.test(key);
}

/** The next item after `from` (wrapping, `from` itself last) whose label starts with `key`, else `from`. */
export function nextStartingWith(labels: readonly string[], count: number, from: number, key: string): number {
  const wanted = foldLabel(key);
  for (let step = 1; step <= count; step++) {
    const index = wrap(from + step, count);
    if (labels[index]?.startsWith(wanted)) return index;
  }
  return from;
}

/** `index` brought into 0…count-1, around either end; -1 with no items. */
export function wrap(index: number, count: number): number {
  return count === 0 ? -1 : ((index % count) + count) % count;
}
