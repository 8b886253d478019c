/**
 * Whether a full-text query could match a search vector, read from PostgreSQL's text forms of both
 * (`tsquery::text`, `tsvector::text`). It answers for the change filter of cached pages
 * (change-filter.ts), which must never say no where PostgreSQL would say yes: so it only ever errs
 * towards yes. A negation counts as matching, a phrase as its words anywhere, a weight as none, and
 * a text it cannot read as matching everything.
 */

/** A test of one vector's lexemes. */
export type LexemeTest = (lexemes: ReadonlySet<string>) => boolean;

const everything: LexemeTest = () => true;

/** A quoted lexeme as PostgreSQL prints it: quotes and backslashes doubled. */
const QUOTED_LEXEME = String.raw`'((?:[^'\\]|''|\\.)*)'`;
const QUOTED = new RegExp(QUOTED_LEXEME, 'y');
const unquote = (text: string) => text.replace(/''/g, "'").replace(/\\(.)/g, '$1');

/** The lexemes of a vector printed by PostgreSQL (`'chair':1A,4 'offic':2`); null if unreadable. */
export function vectorLexemes(text: string): Set<string> | null {
  const lexemes = new Set<string>();
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    QUOTED.lastIndex = at;
    const quoted = QUOTED.exec(text);
    if (!quoted) return null;
    lexemes.add(unquote(quoted[1]!));
    at = QUOTED.lastIndex;
    // Positions and weights: digits, letters A-D and commas.
    if (text[at] === ':') while (at < text.length && text[at] !== ' ') at++;
  }
  return lexemes;
}

/** Operators and parentheses of a printed tsquery; anything else is a lexeme. */
const OPERATOR = /\s*(<->|<\d+>|[&|!()])/y;
const OPERAND = new RegExp(String.raw`\s*${QUOTED_LEXEME}(:[*A-D]+)?`, 'y');

/**
 * A test of a printed tsquery (`'offic' & 'chair':*`), or the test that matches everything when the
 * text is empty (a query of stop words) or unreadable.
 */
export function queryTest(text: string): LexemeTest {
  let at = 0;
  const peek = (): string | undefined => {
    OPERATOR.lastIndex = at;
    return OPERATOR.exec(text)?.[1];
  };
  const take = () => {
    OPERATOR.lastIndex = at;
    OPERATOR.exec(text);
    at = OPERATOR.lastIndex;
  };
  const operand = (): LexemeTest | null => {
    OPERAND.lastIndex = at;
    const found = OPERAND.exec(text);
    if (!found) return null;
    at = OPERAND.lastIndex;
    const word = unquote(found[1]!);
    if (found[2]?.includes('*')) {
      return (lexemes) => {
        for (const lexeme of lexemes) if (lexeme.startsWith(word)) return true;
        return false;
      };
    }
    return (lexemes) => lexemes.has(word);
  };
  const unary = (): LexemeTest | null => {
    const next = peek();
    if (next === '!') {
      take();
      // Whatever it negates, the row may lack it: yes.
      return unary() && everything;
    }
    if (next === '(') {
      take();
      const inner = either();
      if (!inner || peek() !== ')') return null;
      take();
      return inner;
    }
    return operand();
  };
  // A phrase's words must all be there, in some order: read as AND, which says yes at least as often.
  const both = (): LexemeTest | null => {
    let test = unary();
    for (let next = peek(); test && (next === '&' || next === '<->' || /^<\d+>$/.test(next ?? '')); next = peek()) {
      take();
      const right = unary();
      if (!right) return null;
      const left = test;
      test = (lexemes) => left(lexemes) && right(lexemes);
    }
    return test;
  };
  const either = (): LexemeTest | null => {
    let test = both();
    while (test && peek() === '|') {
      take();
      const right = both();
      if (!right) return null;
      const left = test;
      test = (lexemes) => left(lexemes) || right(lexemes);
    }
    return test;
  };
  if (text.trim() === '') return everything;
  const test = either();
  return test && text.slice(at).trim() === '' ? test : everything;
}
