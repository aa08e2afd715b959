/**
 * Deliberately hostile notifications, mixed into every seeded feed near the top so a client's
 * sanitizer and URL policy are visibly at work: a <script>, an <img onerror>, javascript: links in
 * the message and the url, a data: url, a protocol-relative off-site link, an inline style with a
 * javascript: url, and an actor whose name and picture are hostile. Clients must render these
 * harmlessly (the card still shows, it just does not run or link anywhere unsafe).
 */
import type { NotificationActorRecord, NotificationContent } from './types.ts';

const MALLORY: NotificationActorRecord = {
  firstName: 'Mallory',
  lastName: 'Quinn',
  mediumPictureUrl: '/img/avatars/13.svg',
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

export const HOSTILE_CONTENT: readonly NotificationContent[] = [
  {
    url: '/projects/watercolor-basics-project/424242', actors: [MALLORY], previewText: 'Great palette!', buttonText: 'View Project',
    image: null, message: '<b>Mallory Quinn</b> commented on your project: <script>alert(document.cookie)</script>Great palette!',
  },
  {
    url: '/projects/ink-sketches/515151', actors: [MALLORY], previewText: 'Mallory shared a sketch', buttonText: 'View Sketch',
    image: { sources: [{ url: 'javascript:alert(1)', width: 160, height: 90 }, { url: '/img/covers/5.svg', width: 320, height: 180 }] },
    message: '<b>Mallory Quinn</b> shared a sketch with you <img src=x onerror=alert(1)>',
  },
  {
    url: 'javascript:alert(1)', actors: [], previewText: 'You won a free year!', buttonText: 'Claim',
    image: null, message: 'You won a free year! <a href="javascript:alert(1)">Claim your reward</a>',
  },
  {
    url: DATA_URL, actors: [MALLORY_HOSTILE_PROFILE], previewText: 'A private link for you', buttonText: 'Open',
    image: { sources: [{ url: DATA_URL, width: 160, height: 90 }] },
    message: `<b>Mallory Quinn</b> sent you a <a href="${DATA_URL}">private link</a>`,
  },
  {
    url: '//evil.example/phish', actors: [MALLORY], previewText: 'Join my collab', buttonText: 'Join',
    image: null,
    message: '<b>Mallory Quinn</b> invited you to <a href="//evil.example/phish" onclick="steal()">a collab</a> '
      + '<span style="background:url(javascript:alert(1))">now</span><iframe src="https://evil.example"></iframe>',
  },
];

/** Where (index from the newest) hostile items go in a feed: early enough to be on the first page. */
export const HOSTILE_POSITIONS_OWN: readonly number[] = [1, 6, 13, 22, 35];
export const HOSTILE_POSITIONS_STUDENTS: readonly number[] = [2, 9];
