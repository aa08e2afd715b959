/**
 * The words of the notification templates, one object per shipped language (issue 11). The templates
 * (../templates.ts) draw the people, classes and urls once; these put them into sentences.
 */

/** The call-to-action buttons of the cards. */
export type ButtonKey =
  | 'viewClass' | 'viewProject' | 'reply' | 'viewProfile' | 'browseClasses' | 'shareProject' | 'viewDiscussion' | 'viewReview';

/**
 * Every sentence of the notification templates in one language. Arguments named `…Html` or `…Link`
 * are HTML already (bold names, escaped links, user words isolated in <bdi>); the others are plain text,
 * as the previews are (they are not HTML), with each piece of data already between FSI and PDI. Counts are numbers: each language formats (Intl.NumberFormat) and
 * pluralises (Intl.PluralRules) them itself, and `people` counts let verbs agree with their subjects.
 */
export interface NotificationTexts {
  /** The people's names, bold and escaped, listed as the language lists them: "<b>A</b>, <b>B</b> and 3 others". */
  names(people: readonly string[], others?: number): string;
  /** User-authored words (HTML: isolated, never translated) in the language's quotation marks, outside the isolate. */
  quote(html: string): string;
  /** The words (HTML) of a link to the viewer's project for a class, around its isolated title: "<bdi>Watercolor Basics</bdi> project". */
  projectOf(classTitleHtml: string): string;
  button: Readonly<Record<ButtonKey, string>>;
  published: { preview(teacher: string, classTitle: string): string; message(teacherHtml: string, classLink: string): string };
  liked: { preview(likes: number): string; message(namesHtml: string, people: number, projectLink: string): string };
  replied(personHtml: string, discussionLink: string, commentHtml: string): string;
  followed: { preview: string; message(namesHtml: string, people: number): string };
  picks: { preview: string; message(classLink: string): string };
  featured: { preview: string; message(teacherHtml: string, classLink: string): string };
  finished: { preview: string; message(classLink: string): string };
  live: { preview: string; message(teacherHtml: string): string };
  posted: { preview(classTitle: string): string; message(studentHtml: string, classLink: string): string };
  asked(studentHtml: string, discussionLink: string): string;
  discussed(studentHtml: string, discussionLink: string): string;
  enrolled: { preview(students: number): string; message(namesHtml: string, people: number, classLink: string): string };
  reviewed(studentHtml: string, classLink: string, stars: number, reviewHtml: string): string;
  /**
   * The words around the hostile cards' payloads (../hostile.ts): the payloads (scripts, javascript:
   * and data: links, off-site links) are the same in every language, the sentences are the language's.
   * `name` is the bold name; `open`/`close` wrap a link's words.
   */
  hostile: {
    commented(name: string): string;
    sketch: { preview(name: string): string; message(name: string): string; button: string };
    freeYear: { text: string; claimLink: string; button: string };
    privateLink: { preview: string; message(name: string, open: string, close: string): string; button: string };
    collab: { preview: string; message(name: string, open: string, close: string): string; now: string; button: string };
  };
}
