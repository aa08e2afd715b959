import { describe, expect, it } from 'vitest';
import { cardPictures, visiblePreview } from './notifications.cards.ts';
import { connectNotifications, type ConnectNotificationsOptions } from './notifications.connect.ts';
import { isolatedRuns } from './notifications.text.ts';
import { createFakeNotificationActors, flush, note, page } from './notifications.testing.ts';
import type { NotificationNode } from './notifications.types.ts';

async function cardsFor(own: NotificationNode[], options: ConnectNotificationsOptions = {}) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input: { unreadCount: 0 } });
  actor.start();
  actor.send({ type: 'bell.click' });
  for (const request of fakes.fetches) request.resolve(page(own, 'c1', false));
  await flush();
  const items = connectNotifications(actor.getSnapshot(), () => {}, options).feeds[0]?.items ?? [];
  actor.stop();
  return items;
}

describe('card preview: shown only when it adds something to the message', () => {
  it.each([
    // The walk-through's card: the comment is the message's last words.
    ['<b>Mallory Quinn</b> commented on your project: <script>alert(document.cookie)</script>Great palette!', 'Great palette!'],
    // Quoted in the message with typographic quotes, plain in the preview.
    ['<b>Ana</b> replied to your comment in <a href="/c">Watercolor</a>: “Love how you handled the shadows here!”', 'Love how you handled the shadows here!'],
    // Case, spacing, entities and markup differ; the words are the same.
    ['You won a free year! <a href="javascript:alert(1)">Claim your reward</a>', '  you WON a   free year!  '],
    ['<p>Ana &amp; Bo liked <i>your</i>\n project</p>', 'Ana & Bo liked your project'],
    // The preview quoted, or cut short with an ellipsis.
    ['Ana left a review: Best class I have taken this year.', '“Best class I have taken this year.”'],
    ['Ana asked: How do you stop the paper from buckling?', 'How do you stop the paper…'],
    ['Ana asked: How do you stop the paper from buckling?', '"How do you stop the paper..."'],
    ["Ana said: it's great", 'It’s great'],
  ])('%j already says %j: no preview', (message, preview) => {
    expect(visiblePreview(message, preview)).toBeNull();
  });

  it.each([
    ['<b>Ana</b> published a new class: <a href="/c">Watercolor Basics</a>', 'Ana published “Watercolor Basics”'],
    ['<b>Ana</b> and <b>Bo</b> liked your project', '2 new likes on your project'],
    ['<b>Ana</b> asked a question in <a href="/c">Watercolor</a>', 'How do you stop the paper from buckling?'],
    // Only whole words count: "Hi" is not in "Hill".
    ['Ana posted in Hill Painting', 'Hi'],
    ['Ana posted in Hill Painting', 'Painting Hill'],
    // No message to repeat.
    ['', 'New followers'],
    ['<img src=x onerror=alert(1)>', 'New followers'],
  ])('%j does not say %j: the preview stays', (message, preview) => {
    expect(visiblePreview(message, preview)).toBe(preview);
  });

  it.each([[null], [''], ['   '], ['“ … ”'], [42]])('no usable preview (%j): null', (preview) => {
    expect(visiblePreview('Ana liked your project', preview)).toBeNull();
  });

  it('the card view applies the rule: the repeated preview is omitted, a new one kept', async () => {
    const [repeated, adds] = await cardsFor([
      note('a', 55, { message: '<b>Mallory Quinn</b> commented on your project: Great palette!', previewText: 'Great palette!' }),
      note('b', 50, { message: '<b>Ana</b> asked a question in <a href="/c">Watercolor</a>', previewText: 'How long should each layer dry?' }),
    ]);
    expect(repeated?.previewText).toBeNull();
    expect(adds?.previewText).toBe('How long should each layer dry?');
  });
});

// Issue 25: the API isolates each piece of data inside a preview sentence between FSI and PDI.
describe('card preview: pieces of data the server isolated', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';

  it.each([
    ['no isolate', 'New followers', [{ text: 'New followers', isolated: false }]],
    ['a title at the end', `مشروع جديد في ${FSI}Ink!${PDI}`, [{ text: 'مشروع جديد في ', isolated: false }, { text: 'Ink!', isolated: true }]],
    ['a name first, a quoted title', `${FSI}سارة${PDI} published “${FSI}Ink!${PDI}”`, [
      { text: 'سارة', isolated: true }, { text: ' published “', isolated: false }, { text: 'Ink!', isolated: true }, { text: '”', isolated: false },
    ]],
    // Unpaired or nested marks are left as text (the bidi algorithm closes them at the paragraph's end).
    ['an unpaired FSI', `New in ${FSI}Ink`, [{ text: `New in ${FSI}Ink`, isolated: false }]],
    ['an empty isolate', `a${FSI}${PDI}b`, [{ text: 'a', isolated: false }, { text: '', isolated: true }, { text: 'b', isolated: false }]],
  ])('%s: %j', (_, text, runs) => {
    expect(isolatedRuns(text)).toEqual(runs);
  });

  it('the isolates do not count when the preview is compared with the message', async () => {
    expect(visiblePreview('<b>Ana</b> posted in <a href="/c">Ink!</a>', `Ana posted in ${FSI}Ink!${PDI}`)).toBeNull();
    const [card] = await cardsFor([note('a', 55, { message: '<b>Ana</b> posted a project', previewText: `New project in ${FSI}Ink!${PDI}` })]);
    expect(card?.previewText).toBe(`New project in ${FSI}Ink!${PDI}`);
    expect(card?.previewRuns).toEqual([{ text: 'New project in ', isolated: false }, { text: 'Ink!', isolated: true }]);
  });
});

describe('cardPictures', () => {
  const node = (id: string, avatars: (string | null)[], cover: string | null) => ({
    id,
    isRead: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    message: 'm',
    actors: avatars.map((url, i) => ({ firstName: `A${i}`, lastName: 'B', mediumPictureUrl: url })),
    image: cover === null ? null : { sources: [{ url: cover, width: 320, height: 180 }] },
  });
  it('the first cards’ avatars (two each) and thumbnails, through the URL policy, each once', () => {
    const page = {
      edges: [
        { node: node('1', ['/img/a.svg', '/img/b.svg', '/img/c.svg'], '/img/cover.svg') },
        { node: node('2', ['/img/a.svg', 'javascript:alert(1)'], null) },
        { node: node('3', ['/img/late.svg'], null) },
      ],
      pageInfo: { endCursor: null, hasNextPage: false },
    };
    expect(cardPictures(page as never, { count: 2, origin: 'https://masthead.example' })).toEqual([
      '/img/a.svg',
      '/img/b.svg',
      '/img/cover.svg',
    ]);
  });
  it('a malformed page gives nothing', () => {
    expect(cardPictures({ edges: 'nope' } as never, { count: 8 })).toEqual([]);
    expect(cardPictures({ edges: [null, { node: null }] } as never, { count: 8 })).toEqual([]);
  });
});

describe('card links: our origin or a listed host (issue 10)', () => {
  const options = { origin: 'https://masthead.example', linkHosts: ['community.masthead.example'] };

  it('a card whose url is on a foreign host is a card without a link; its pictures stay', async () => {
    const cards = await cardsFor(
      [
        note('foreign', 59, { url: 'https://evil.example/' }),
        note('lookalike', 58, { url: 'https://community.masthead.example.evil.example/' }),
        note('community', 57, { url: 'https://community.masthead.example/t/1' }),
        note('ours', 56, { url: 'https://masthead.example/classes/1' }),
        note('relative', 55),
      ],
      options,
    );
    expect(cards.map((card) => [card.id, card.href])).toEqual([
      ['foreign', null],
      ['lookalike', null],
      ['community', 'https://community.masthead.example/t/1'],
      ['ours', 'https://masthead.example/classes/1'],
      ['relative', '/notifications/relative'],
    ]);
    // Pictures are not links: the CDN's avatar and thumbnail stay on the foreign card.
    expect(cards[0]?.actors[0]?.avatarUrl).toBe('https://cdn.example/ada.png');
    expect(cards[0]?.image?.src).toBe('https://cdn.example/foreign.jpg');
    expect(cards[0]?.buttonText).toBe('View');
  });

  it('without linkHosts only our own links are links, and the api hands its policy to the sanitizer', async () => {
    const [community, ours] = await cardsFor(
      [note('community', 59, { url: 'https://community.masthead.example/t/1' }), note('ours', 58, { url: 'https://masthead.example/x' })],
      { origin: 'https://masthead.example' },
    );
    expect(community?.href).toBeNull();
    expect(ours?.href).toBe('https://masthead.example/x');
    const fakes = createFakeNotificationActors();
    const actor = fakes.createActor({ input: { unreadCount: 0 } }).start();
    const api = connectNotifications(actor.getSnapshot(), () => {}, options);
    expect(api.links.origin).toBe('https://masthead.example');
    expect(api.links.hosts).toEqual(['community.masthead.example']);
    actor.stop();
  });
});
