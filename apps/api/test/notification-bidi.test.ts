// Words from data inside notification sentences (issue 25, defect 4): an English comment quoted in an
// Arabic sentence, or an Arabic name in an English one, must read in its own direction with its
// punctuation at its own end. So every piece of data a template puts into a message arrives in an
// element the client's sanitizer keeps and isolates (a name in <b>, a title as a link's whole text, any
// other words in <bdi>), with the language's quotation marks outside it; and every piece inside a
// preview sentence (plain text) between FSI and PDI, unless the preview is that piece alone.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/language.ts';
import { createRng, type Rng } from '../src/prng.ts';
import { escapeHtml } from '../src/notifications/html.ts';
import { OWN_TEMPLATES, STUDENT_TEMPLATES, type TemplateContext } from '../src/notifications/templates.ts';
import { NOTIFICATION_TEXTS } from '../src/notifications/texts/index.ts';
import type { ClassRecord, PersonRecord } from '../src/seed/types.ts';

const FSI = '\u2068';
const PDI = '\u2069';

function person(id: string, firstName: string, lastName: string): PersonRecord {
  const name = `${firstName} ${lastName}`;
  return { id, firstName, lastName, name, username: id, vanityUsername: null, avatarUrl: null, headline: '', followerCount: 0, url: `/user/${id}`, folded: name };
}

// Names and titles with punctuation at an end, in both directions: what the bidi algorithm moves.
const TEACHER = person('t1', 'Dana', 'Ruiz-Ortega!');
const MEMBERS = [person('m1', 'سارة', 'العلي'), person('m2', 'Kim', 'Lee (Jr.)'), person('m3', 'Noor', '"Sky"'), person('m4', 'Ivo', 'Ek?')];
const CLASS = {
  id: 'c1', slug: 'ink-wash', title: 'Ink & Wash: Start Here!', url: '/classes/ink-wash', coverImageUrl: null, teacherId: 't1',
} as unknown as ClassRecord;

/** An Rng that remembers every string it picked (the user-authored comments, questions and reviews). */
function recording(rng: Rng, picked: Set<string>): Rng {
  const note = <T>(value: T): T => {
    if (typeof value === 'string') picked.add(value);
    return value;
  };
  return { ...rng, pick: (items) => note(rng.pick(items)), sample: (items, count) => rng.sample(items, count).map(note) };
}

/** Each template's content, drawn many times (every comment, review and question comes up). */
function drawn() {
  const out: { template: string; content: ReturnType<(typeof OWN_TEMPLATES)[number]>; words: Set<string> }[] = [];
  const templates = [...OWN_TEMPLATES.map((t, i) => [`own #${i}`, t] as const), ...STUDENT_TEMPLATES.map((t, i) => [`students #${i}`, t] as const)];
  for (const [name, template] of templates) {
    for (let round = 0; round < 12; round += 1) {
      const words = new Set<string>();
      const ctx: TemplateContext = {
        rng: recording(createRng(`bidi:${name}:${round}`), words), classes: [CLASS], teachers: [TEACHER], members: MEMBERS, teacherOf: () => TEACHER,
      };
      out.push({ template: name, content: template(ctx), words });
    }
  }
  return out;
}

const DRAWN = drawn();
const PEOPLE = [TEACHER, ...MEMBERS].map((p) => p.name);

/** Every occurrence of `piece` (escaped) in `html` is the whole text of a <b>, a <bdi> or a link. */
function unwrapped(html: string, piece: string): string[] {
  const escaped = escapeHtml(piece);
  const found: string[] = [];
  for (let at = html.indexOf(escaped); at !== -1; at = html.indexOf(escaped, at + 1)) {
    const before = html.slice(0, at);
    const after = html.slice(at + escaped.length);
    const wrapped = (before.endsWith('<b>') && after.startsWith('</b>'))
      || (before.endsWith('<bdi>') && after.startsWith('</bdi>'))
      || (/<a href="[^"]*">$/.test(before) && after.startsWith('</a>'));
    if (!wrapped) found.push(`…${html.slice(Math.max(0, at - 12), at + escaped.length + 12)}…`);
  }
  return found;
}

/** Every occurrence of `piece` in a plain-text preview is between FSI and PDI, or the preview is `piece` alone. */
function unisolated(preview: string, piece: string): string[] {
  if (preview === piece) return [];
  const found: string[] = [];
  for (let at = preview.indexOf(piece); at !== -1; at = preview.indexOf(piece, at + 1)) {
    if (preview[at - 1] !== FSI || preview[at + piece.length] !== PDI) found.push(preview);
  }
  return found;
}

describe('notification templates isolate every piece of data', () => {
  it.each(LANGUAGES)('%s: names, titles and quoted words are wrapped in the message and isolated in the preview', (language) => {
    const texts = NOTIFICATION_TEXTS[language];
    let quoted = 0;
    for (const { template, content, words } of DRAWN) {
      const { message, previewText } = content.text(texts);
      const pieces = [...PEOPLE, CLASS.title, ...words];
      for (const piece of pieces) {
        expect(unwrapped(message, piece), `${language} ${template}: ${piece}`).toEqual([]);
        if (previewText !== null) expect(unisolated(previewText, piece), `${language} ${template} preview: ${piece}`).toEqual([]);
      }
      // The template said something from data.
      expect(pieces.some((piece) => message.includes(escapeHtml(piece))), `${language} ${template}: ${message}`).toBe(true);
      for (const word of words) if (message.includes(`<bdi>${escapeHtml(word)}</bdi>`)) quoted += 1;
    }
    // Comments and reviews are quoted in the messages (inside the language's marks, outside the <bdi>).
    expect(quoted).toBeGreaterThan(0);
  });

  it('puts the quotation marks outside the isolated words, so they stay in the sentence\'s direction', () => {
    const review = DRAWN.find(({ template, words }) => template === `students #${STUDENT_TEMPLATES.length - 1}` && words.size > 0);
    const words = [...(review?.words ?? [])][0] ?? '';
    expect(words).not.toBe('');
    const html = `<bdi>${escapeHtml(words)}</bdi>`;
    expect(review?.content.text(NOTIFICATION_TEXTS.ar).message).toContain(`«${html}»`);
    expect(review?.content.text(NOTIFICATION_TEXTS['en-US']).message).toContain(`“${html}”`);
    expect(review?.content.text(NOTIFICATION_TEXTS.de).message).toContain(`„${html}“`);
  });
});
