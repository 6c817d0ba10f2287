import type { Random } from './random.js';

/**
 * A string matching `pattern`, for the small regular expressions a contract uses (anchors,
 * literals, escapes (\uXXXX too), classes with ranges, negated classes (sampled from a pool of
 * ordinary characters), groups, alternation, quantifiers). Returns undefined for
 * anything else (look-arounds, back-references): the caller falls back to the schema's examples.
 */
export function sampleRegex(pattern: string, random: Random, openRepeat = OPEN_REPEAT): string | undefined {
  try {
    const parser = new Parser(pattern, openRepeat);
    const node = parser.alternation();
    if (!parser.done()) return undefined;
    return generate(node, random);
  } catch {
    return undefined;
  }
}

type Node =
  | { kind: 'chars'; chars: string }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'choice'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const DIGITS = '0123456789';
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
const ANY = 'abcdefghijklmnopqrstuvwxyz0123456789 -';
/** What a negated class ([^…]) picks from: ordinary text, a few accents, and the characters it may exclude. */
const NEGATED_POOL = `${ANY}ABCXYZéß漢\t\n`;
/** The most repetitions an open quantifier (*, +, {n,}) produces, unless the caller asks for more. */
const OPEN_REPEAT = 6;

class Parser {
  private index = 0;
  constructor(
    private readonly source: string,
    private readonly openRepeat: number,
  ) {}

  done(): boolean {
    return this.index >= this.source.length;
  }

  alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.index += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'choice', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      if (atom) items.push(this.quantified(atom));
    }
    return { kind: 'sequence', items };
  }

  private atom(): Node | undefined {
    const char = this.source[this.index++]!;
    if (char === '^' || char === '$') return undefined;
    if (char === '(') {
      if (this.source.startsWith('?:', this.index)) this.index += 2;
      else if (this.peek() === '?') throw new Error('look-around');
      const inner = this.alternation();
      if (this.source[this.index++] !== ')') throw new Error('unclosed group');
      return inner;
    }
    if (char === '[') return this.charClass();
    if (char === '.') return { kind: 'chars', chars: ANY };
    if (char === '\\') return { kind: 'chars', chars: this.escape() };
    return { kind: 'chars', chars: char };
  }

  private escape(): string {
    const char = this.source[this.index++]!;
    if (char === 'd') return DIGITS;
    if (char === 'w') return WORD;
    if (char === 's') return ' ';
    if (char === 'u' && /^[0-9a-fA-F]{4}$/.test(this.source.slice(this.index, this.index + 4))) {
      this.index += 4;
      return String.fromCharCode(parseInt(this.source.slice(this.index - 4, this.index), 16));
    }
    if (/[0-9bBDSWpPk]/.test(char)) throw new Error(`unsupported escape \\${char}`);
    return char;
  }

  private charClass(): Node {
    const negated = this.peek() === '^';
    if (negated) this.index += 1;
    let chars = '';
    while (this.peek() !== ']') {
      if (this.done()) throw new Error('unclosed class');
      let char = this.source[this.index++]!;
      if (char === '\\') {
        char = this.escape();
        if (char.length !== 1) {
          chars += char; // \d, \w, \s: a set, never the start of a range
          continue;
        }
      }
      if (this.peek() === '-' && this.source[this.index + 1] !== ']') {
        this.index += 1;
        let end = this.source[this.index++]!;
        if (end === '\\') end = this.escape();
        for (let code = char.charCodeAt(0); code <= end.charCodeAt(0); code += 1) chars += String.fromCharCode(code);
        continue;
      }
      chars += char;
      char = '';
    }
    this.index += 1;
    if (!negated) return { kind: 'chars', chars };
    const allowed = [...NEGATED_POOL].filter((char) => !chars.includes(char)).join('');
    if (!allowed) throw new Error('negated class excludes the whole pool');
    return { kind: 'chars', chars: allowed };
  }

  private quantified(node: Node): Node {
    const char = this.peek();
    if (char === '?') return this.lazy({ kind: 'repeat', node, min: 0, max: 1 });
    if (char === '*') return this.lazy({ kind: 'repeat', node, min: 0, max: this.openRepeat });
    if (char === '+') return this.lazy({ kind: 'repeat', node, min: 1, max: this.openRepeat });
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.index));
    if (!braces) return node;
    this.index += braces[0].length;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] ? Number(braces[3]) : min + this.openRepeat;
    return { kind: 'repeat', node, min, max };
  }

  private lazy(node: Node): Node {
    this.index += 1;
    if (this.peek() === '?') this.index += 1;
    return node;
  }

  private peek(): string | undefined {
    return this.source[this.index];
  }
}

function generate(node: Node, random: Random): string {
  switch (node.kind) {
    case 'chars':
      return random.pick([...node.chars]);
    case 'sequence':
      return node.items.map((item) => generate(item, random)).join('');
    case 'choice':
      return generate(random.pick(node.options), random);
    case 'repeat': {
      const count = random.int(node.min, node.max);
      let text = '';
      for (let i = 0; i < count; i += 1) text += generate(node.node, random);
      return text;
    }
  }
}
