// Build- and test-time tools for the message catalogs (never imported by the header at run time):
// parsing with messageformat's parser, the arguments a message uses, and the pseudo-locale.
import { parse, type Token } from '@messageformat/parser';

export { parse };
export type { Token };

/** Every argument a message uses, by name, with how: a plain value, `number`, or `plural`/`select`. */
export function argumentsOf(tokens: readonly Token[], into = new Map<string, string>()): Map<string, string> {
  for (const token of tokens) {
    switch (token.type) {
      case 'argument':
        into.set(token.arg, into.get(token.arg) ?? 'value');
        break;
      case 'function':
        into.set(token.arg, token.key);
        break;
      case 'plural':
      case 'select':
      case 'selectordinal':
        into.set(token.arg, token.type);
        for (const c of token.cases) argumentsOf(c.tokens, into);
        break;
      default:
    }
  }
  return into;
}

/** The plural and select forms of a message: the argument, its kind and the case keys it lists. */
export function casesOf(tokens: readonly Token[], into: { arg: string; type: string; keys: string[] }[] = []) {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) });
      for (const c of token.cases) casesOf(c.tokens, into);
    }
  }
  return into;
}

/** Text as ICU MessageFormat content: apostrophes doubled, braces and `#` (inside plurals) quoted. */
function escapeContent(text: string, inPlural: boolean): string {
  const quoted = text.replace(/'/g, "''");
  return inPlural ? quoted.replace(/[{}#]+/g, (s) => `'${s}'`) : quoted.replace(/[{}]+/g, (s) => `'${s}'`);
}

/** Prints parsed tokens back as an ICU MessageFormat string, with `text` applied to every piece of content. */
export function print(tokens: readonly Token[], text: (content: string) => string = (s) => s, inPlural = false): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return escapeContent(text(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${token.param.map((p) => (p.type === 'content' ? p.value : '')).join('')}` : ''}}`;
        case 'octothorpe':
          return '#';
        case 'plural':
        case 'select':
        case 'selectordinal': {
          const offset = 'pluralOffset' in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map((c) => `${c.key} {${print(c.tokens, text, token.type !== 'select' || inPlural)}}`).join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
        default:
          return '';
      }
    })
    .join('');
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);
const PADDING = 'ōñé ţŵō ţĥŕéé ƒōûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ';

/**
 * The pseudo-locale's form of a message (en-XA): every letter accented, the text about 35 % longer
 * (real translations run that much longer than English) and wrapped in ⟦ ⟧, so a test or a screenshot
 * shows at once an untranslated string, a cut one or a layout that cannot take a longer language.
 * Arguments, plural and select forms are kept as they are.
 */
export function pseudoMessage(source: string): string {
  const tokens = parse(source);
  const accented = print(tokens, (s) => s.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c));
  const length = tokens.reduce((n, t) => n + (t.type === 'content' ? t.value.length : 4), 0);
  const pad = PADDING.slice(0, Math.ceil(length * 0.35)).trimEnd();
  return `⟦${accented}${pad ? ` ${pad}` : ''}⟧`;
}
