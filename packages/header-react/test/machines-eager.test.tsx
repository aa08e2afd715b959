// The one part that loads the header's machines without being used: the teacher notice, when it is due
// and was not dismissed. (Its own file: the machines chunk must be absent when the test starts.)
import { render, screen, waitFor } from '@testing-library/react';
import { TEACHER_NOTICE_STORAGE_KEY } from '@masthead/header-core';
import { HeaderProvider, TeacherNotice, TopBar } from '../src/index.ts';
import { interactionChunk } from '../testing/chunks.ts';
import { memoryBacking, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';

describe('the teacher notice loads the machines at once', () => {
  it('not when it was dismissed before; when due, it loads them and shows', async () => {
    const dismissed = memoryBacking();
    dismissed.data.set(TEACHER_NOTICE_STORAGE_KEY, 'true');
    const first = render(
      <HeaderProvider viewer={TEST_VIEWERS.teacher} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={dismissed}>
        <TopBar />
        <TeacherNotice />
      </HeaderProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(interactionChunk.status()).toBe('idle');
    first.unmount();

    render(
      <HeaderProvider viewer={TEST_VIEWERS.teacher} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={memoryBacking()}>
        <TopBar />
        <TeacherNotice />
      </HeaderProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeNull());
    expect(interactionChunk.status()).toBe('loaded');
  });
});
