// A flow's spoken transcript, checked in beside its test (transcripts/NN-flow.LOCALE.txt): one spoken
// phrase per line. Lines starting with '#' are for people and not compared: the review at the top, and
// '#>' before the phrases of each action. When what is spoken changes, the test fails and writes the new
// transcript beside the old one (.actual.txt, git-ignored) for a reviewer to diff;
// MASTHEAD_UPDATE_TRANSCRIPTS=1 rewrites the transcripts instead (their reviews are kept).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Step } from './reader.ts';

const DIR = fileURLToPath(new URL('./transcripts/', import.meta.url));
const UPDATE = process.env['MASTHEAD_UPDATE_TRANSCRIPTS'] === '1';

/**
 * The phrases of a transcript file: its lines that are neither comments nor blank, without trailing
 * spaces (an editor may strip them: 'polite: ', a live region emptied, is kept as 'polite:').
 */
function spokenLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line) => line.trimEnd());
}

/** The review at the top of a transcript: its leading '#' lines (not the '#>' action lines). */
function reviewOf(text: string | null): string {
  if (text === null) return '# Review: not written yet.\n';
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('#') || line.startsWith('#>')) break;
    lines.push(line);
  }
  return lines.length > 0 ? `${lines.join('\n')}\n` : '# Review: not written yet.\n';
}

function render(review: string, steps: Step[]): string {
  // A phrase never holds a line break in a transcript: one phrase, one line.
  const body = steps.map((step) => [`#> ${step.action}${step.focus ? `  (focus: ${step.focus})` : ''}`, ...step.phrases.map((phrase) => phrase.replace(/\s*\n\s*/g, ' ').trimEnd())].join('\n'));
  return `${review}\n${body.join('\n')}\n`;
}

/** Asserts that `steps` say exactly what transcripts/`name`.txt says. */
export function expectTranscript(name: string, steps: Step[]): void {
  const file = `${DIR}${name}.txt`;
  const actualFile = `${DIR}${name}.actual.txt`;
  const old = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const text = render(reviewOf(old), steps);
  if (UPDATE) {
    writeFileSync(file, text);
    rmSync(actualFile, { force: true });
    return;
  }
  const same = old !== null && JSON.stringify(spokenLines(old)) === JSON.stringify(spokenLines(text));
  if (same) rmSync(actualFile, { force: true });
  else writeFileSync(actualFile, text);
  expect(spokenLines(text), `what is spoken differs from ${name}.txt (diff it with ${name}.actual.txt)`).toEqual(spokenLines(old ?? ''));
}
