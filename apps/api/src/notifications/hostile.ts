/**
 * Deliberately hostile notifications, mixed into every seeded feed near the top so a client's
 * sanitizer and URL policy are visibly at work: a <script>, an <img onerror>, javascript: links in
 * the message and the url, a data: url, a protocol-relative off-site link, an inline style with a
 * javascript: url, and an actor whose name and picture are hostile. Clients must render these
 * harmlessly (the card still shows, it just does not run or link anywhere unsafe). Their payloads are
 * the same in every language; the words around them are the language's (texts/, `hostile`).
 */
import type { NotificationActorRecord, NotificationContent } from './types.ts';

const MALLORY: NotificationActorRecord = {
  firstName: 'Mallory',
  lastName: 'Quinn',
  mediumPictureUrl: '/img/avatars/13.png',
  vanityUsername: null,
  username: 'mallory.quinn',
};

const MALLORY_HOSTILE_PROFILE: NotificationActorRecord = {
  firstName: 'Mallory',
  lastName: '"><svg onload=alert(1)>',
  mediumPictureUrl: 'javascript:alert(1)',
  vanityUsername: '../../settings',
  username: 'mallory.quinn',
};

const DATA_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';

const NAME = '<b>Mallory Quinn</b>';
const LINK_END = '</a>';

/** The hostile cards: their payloads as written, their words in the language of the texts given. */
export const HOSTILE_CONTENT: readonly NotificationContent[] = [
  {
    url: '/projects/watercolor-basics-project/424242', actors: [MALLORY], image: null,
    // Mallory's own words ('Great palette!') are hers, not translated.
    text: (t) => ({ previewText: 'Great palette!', buttonText: t.button.viewProject,
      message: `${t.hostile.commented(NAME)} <script>alert(document.cookie)</script>Great palette!` }),
  },
  {
    url: '/projects/ink-sketches/515151', actors: [MALLORY],
    image: { sources: [{ url: 'javascript:alert(1)', width: 160, height: 90 }, { url: '/img/covers/5.png', width: 320, height: 180 }] },
    text: (t) => ({ previewText: t.hostile.sketch.preview('Mallory'), buttonText: t.hostile.sketch.button,
      message: `${t.hostile.sketch.message(NAME)} <img src=x onerror=alert(1)>` }),
  },
  {
    url: 'javascript:alert(1)', actors: [], image: null,
    text: (t) => ({ previewText: t.hostile.freeYear.text, buttonText: t.hostile.freeYear.button,
      message: `${t.hostile.freeYear.text} <a href="javascript:alert(1)">${t.hostile.freeYear.claimLink}${LINK_END}` }),
  },
  {
    url: DATA_URL, actors: [MALLORY_HOSTILE_PROFILE], image: { sources: [{ url: DATA_URL, width: 160, height: 90 }] },
    text: (t) => ({ previewText: t.hostile.privateLink.preview, buttonText: t.hostile.privateLink.button,
      message: t.hostile.privateLink.message(NAME, `<a href="${DATA_URL}">`, LINK_END) }),
  },
  {
    url: '//evil.example/phish', actors: [MALLORY], image: null,
    text: (t) => ({ previewText: t.hostile.collab.preview, buttonText: t.hostile.collab.button,
      message: `${t.hostile.collab.message(NAME, '<a href="//evil.example/phish" onclick="steal()">', LINK_END)} `
        + `<span style="background:url(javascript:alert(1))">${t.hostile.collab.now}</span><iframe src="https://evil.example"></iframe>` }),
  },
];

/** Where (index from the newest) hostile items go in a feed: early enough to be on the first page. */
export const HOSTILE_POSITIONS_OWN: readonly number[] = [1, 6, 13, 22, 35];
export const HOSTILE_POSITIONS_STUDENTS: readonly number[] = [2, 9];
