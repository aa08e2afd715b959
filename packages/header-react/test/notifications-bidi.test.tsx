// Words from data read in their own direction inside a card (issue 25, defect 4): the quoted English
// review of an Arabic message keeps its "!" at its own end, the quotation marks stay in the sentence's
// direction, and a title inside a preview sentence is isolated the same way.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M } from '@masthead/header-core';
import { TEST_VIEWERS } from '../testing/index.ts';
import { createFakeServer, fakeNode, renderBell, type FakeNode } from './notifications-fixtures.tsx';

const REVIEW = 'Clear, warm and practical. I finished my first piece!';
const TITLE = 'Ink & Wash: Start Here!';

async function cardsOf(...nodes: FakeNode[]): Promise<HTMLElement[]> {
  renderBell(createFakeServer(nodes), { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } } });
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  const drawer = await waitFor(() => screen.getByRole('dialog', { name: M.notifications }));
  return (await within(drawer).findAllByRole('listitem')) as HTMLElement[];
}

describe('notification cards: words from data are bidi isolates', () => {
  it('a quotation in a message is its own isolate (a <bdi>, direction from its own words), the marks outside it', async () => {
    const [card] = await cardsOf(
      fakeNode('own', 0, {
        previewText: REVIEW,
        // As the API writes it in Arabic; a `dir` the server sets is not ours to keep.
        message: `تقييم بـ5 نجوم من <b>سارة العلي</b> على <a href="/classes/1">Watercolor</a>: «<bdi dir="rtl">${REVIEW}</bdi>»`,
      }),
    );
    const quote = within(card as HTMLElement).getByText(REVIEW);
    expect(quote.tagName).toBe('BDI');
    // No dir attribute: a <bdi>'s direction is `auto`, taken from its own first strong letter.
    expect(quote.hasAttribute('dir')).toBe(false);
    expect(quote.parentElement?.classList.contains('mh-ncard__message')).toBe(true);
    expect(quote.parentElement?.textContent?.endsWith(`: «${REVIEW}»`)).toBe(true);
    // The name and the title are isolated as before.
    expect(within(card as HTMLElement).getByText('سارة العلي').getAttribute('dir')).toBe('auto');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Watercolor' }).getAttribute('dir')).toBe('auto');
    // The preview says what the message already quotes: not repeated.
    expect(card?.querySelector('.mh-ncard__preview')).toBeNull();
  });

  it('a title inside a preview sentence (between FSI and PDI) is a <bdi>; the sentence keeps dir="auto" from its own words', async () => {
    const [card] = await cardsOf(
      fakeNode('own', 0, { previewText: `مشروع جديد في \u2068${TITLE}\u2069`, message: '<b>Ana</b> posted a project' }),
    );
    const preview = card?.querySelector('.mh-ncard__preview');
    expect(preview?.getAttribute('dir')).toBe('auto');
    const isolates = Array.from(preview?.querySelectorAll('bdi') ?? []);
    expect(isolates.map((bdi) => bdi.textContent)).toEqual([TITLE]);
    // The isolate marks are the markup now, not characters of the text.
    expect(preview?.textContent).toBe(`مشروع جديد في ${TITLE}`);
  });

  it('a preview that is someone\'s words alone is one isolate: the paragraph, dir="auto"', async () => {
    const [card] = await cardsOf(fakeNode('own', 0, { previewText: REVIEW, message: '<b>Ana</b> left a review' }));
    const preview = card?.querySelector('.mh-ncard__preview');
    expect(preview?.getAttribute('dir')).toBe('auto');
    expect(preview?.querySelector('bdi')).toBeNull();
    expect(preview?.textContent).toBe(REVIEW);
  });
});
