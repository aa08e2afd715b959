import { describe, expect, it } from 'vitest';
import { visiblePreview } from './notifications.cards.ts';
import { connectNotifications } from './notifications.connect.ts';
import { createFakeNotificationActors, flush, note, page } from './notifications.testing.ts';
import type { NotificationNode } from './notifications.types.ts';

async function cardsFor(own: NotificationNode[]) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input: { unreadCount: 0 } });
  actor.start();
  actor.send({ type: 'bell.click' });
  for (const request of fakes.fetches) request.resolve(page(own, 'c1', false));
  await flush();
  const items = connectNotifications(actor.getSnapshot(), () => {}).feeds[0]?.items ?? [];
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
