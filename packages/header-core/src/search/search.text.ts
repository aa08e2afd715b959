// The box's text: what the input may hold (58 code points, fitted as `maxlength` would fit a key or a
// paste), the inline completion the top suggestion gives, what the input shows and what accepting or
// submitting it gives. Pure; the machine's guards and actions, the option list and the connect layer
// share it.
import { truncateCodePoints } from '../url/index.ts';
import { MAX_LENGTH, codePointLength, queryOf } from './search.limits.ts';
import type { SearchContext, SearchEvent, SearchResults } from './search.types.ts';

/** The part of the context the shown text depends on. */
type TextContext = Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>;

/**
 * The suggestion the input completes `typed` to: the top suggestion (the first row after the
 * natural-language row: the first skill, else class, else path, else teacher), in its own casing,
 * when `typed` is a case-insensitive prefix of it, it is longer, and it fits in 58 code points; else ''.
 */
export function inlineSuggestion(typed: string, results: SearchResults | null): string {
  if (!results || results.query !== queryOf(typed) || typed.trim() === '') return '';
  const { skills, classes, paths, teachers } = results.suggestions;
  const top = skills[0]?.displayName ?? classes[0]?.title ?? paths[0]?.title ?? teachers[0]?.name;
  if (!top || top.length <= typed.length) return '';
  if (top.slice(0, typed.length).toLowerCase() !== typed.toLowerCase()) return '';
  const first = top.charCodeAt(typed.length);
  // A prefix that ends inside a surrogate pair is no prefix.
  if (first >= 0xdc00 && first <= 0xdfff) return '';
  return codePointLength(top) > MAX_LENGTH ? '' : top;
}

/** The inline completion for `typed`: the rest of `inlineSuggestion` after what was typed ('' when none). */
export function completionFor(typed: string, results: SearchResults | null): string {
  return inlineSuggestion(typed, results).slice(typed.length);
}

// Casing (issue 25): the input shows the typed characters as typed, then the rest of the suggestion
// in its own casing ('port' shows 'portfolio Building'): the person's keys are never rewritten under
// the caret. What the completion gives (Enter on the input, Tab, Right, the search button) is the
// suggestion's own text, 'Portfolio Building', never the mix of the two casings.

/** The completion currently shown after the typed text: only while the input itself (index 0) is active. */
export function visibleCompletion(context: TextContext): string {
  return context.activeIndex === 0 ? context.completion.slice(context.typed.length) : '';
}

/** What the input shows: the typed text plus the visible completion. */
export function displayValue(context: TextContext): string {
  return context.typed + visibleCompletion(context);
}

/** What accepting or submitting the input gives: the suggestion's own text while a completion shows, else the typed text. */
export function completedValue(context: TextContext): string {
  return visibleCompletion(context) === '' ? context.typed : context.completion;
}

export type TextSource = 'typed' | 'accepted';

/** The text a guard looks at: what was typed, or what accepting the completion would make it. */
export function sourceText(context: SearchContext, source: TextSource): string {
  return source === 'accepted' ? completedValue(context) : context.typed;
}

/** What the input may hold: cut to 58 code points, lone surrogates dropped. */
export function cleanInput(value: unknown): string {
  return typeof value === 'string' ? truncateCodePoints(value, MAX_LENGTH) : '';
}

/** Whether an `input.change` or `composition.end` carried more than 58 code points (it was cut; say so). */
export function isOverLimit(event: SearchEvent): boolean {
  return (event.type === 'input.change' || event.type === 'composition.end') && typeof event.value === 'string' && codePointLength(event.value) > MAX_LENGTH;
}

/**
 * `next` fitted to 58 code points the way `maxlength` fits a key or a paste, but counting code points:
 * what `shown` had before and after the edit stays, and of what the edit inserted, only what fits
 * (a key in a full box is refused; a long paste keeps its first characters). Never half an emoji.
 */
function fitInput(shown: string, next: string): string {
  const before = Array.from(shown);
  const after = Array.from(next);
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  const room = Math.max(MAX_LENGTH - head - tail, 0);
  return cleanInput(after.slice(0, head).join('') + after.slice(head, after.length - tail).slice(0, room).join('') + after.slice(after.length - tail).join(''));
}

/**
 * The text an `input.change` or `composition.end` leaves in the box (null for other events): the value
 * cleaned, or past 58 code points fitted against what the input showed (`fitInput`).
 */
export function changedValue(context: TextContext, event: SearchEvent): string | null {
  if (event.type !== 'input.change' && event.type !== 'composition.end') return null;
  return isOverLimit(event) ? fitInput(displayValue(context), event.value) : cleanInput(event.value);
}
