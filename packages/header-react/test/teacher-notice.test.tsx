import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEACHER_NOTICE_STORAGE_KEY } from '@masthead/header-core';
import { DisclosureMenu, TeacherNotice, TopBar, useHeader } from '../src/index.ts';
import { memoryBacking, TEST_VIEWERS, throwingBacking } from '../testing/index.ts';
import { renderInHeader } from './render.tsx';

const notice = () => screen.queryByRole('note');
const ui = (
  <>
    <TopBar />
    <TeacherNotice />
  </>
);

describe('TeacherNotice', () => {
  it('shows teachers the notice with its action to /teach/activity', () => {
    renderInHeader(ui, { viewer: TEST_VIEWERS.teacher, storage: memoryBacking() });
    expect(notice()?.textContent).toContain('Your Student Activity is now in the Teacher Hub.');
    expect(screen.getByRole('link', { name: 'View Student Activity' }).getAttribute('href')).toBe('/teach/activity?via=header');
  });

  it('is absent for students and logged-out visitors', () => {
    renderInHeader(ui, { viewer: TEST_VIEWERS.member, storage: memoryBacking() });
    expect(notice()).toBeNull();
  });

  it('remembers a dismissal across re-mounts through the injected storage', async () => {
    const storage = memoryBacking();
    const first = renderInHeader(ui, { viewer: TEST_VIEWERS.applicant, storage });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).toBeNull();
    expect(storage.data.get(TEACHER_NOTICE_STORAGE_KEY)).toBe('true');
    first.unmount();

    renderInHeader(ui, { viewer: TEST_VIEWERS.applicant, storage });
    expect(notice()).toBeNull();
  });

  it('survives a storage that throws: shows, dismisses for this page, never crashes', async () => {
    renderInHeader(ui, { viewer: TEST_VIEWERS.teacher, storage: throwingBacking() });
    expect(notice()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).toBeNull();
  });

  it('Dismiss by keyboard hands focus to the Teach link the notice points at, not to <body>', async () => {
    renderInHeader(ui, { viewer: TEST_VIEWERS.teacher, storage: memoryBacking() });
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Teach' }));
  });

  it('the action with a client-side navigate also leaves focus on the Teach link', async () => {
    renderInHeader(ui, { viewer: TEST_VIEWERS.teacher, storage: memoryBacking(), navigate: vi.fn() });
    screen.getByRole('link', { name: 'View Student Activity' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Teach' }));
  });

  it('a dismissal while focus is elsewhere leaves focus where it is', async () => {
    renderInHeader(
      <>
        {ui}
        <button type="button">elsewhere</button>
      </>,
      { viewer: TEST_VIEWERS.teacher, storage: memoryBacking() },
    );
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice()).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
  });

  it("the action dismisses and hands the target to the host's navigate", async () => {
    const navigate = vi.fn();
    const storage = memoryBacking();
    renderInHeader(ui, { viewer: TEST_VIEWERS.teacher, storage, navigate });
    await userEvent.click(screen.getByRole('link', { name: 'View Student Activity' }));
    expect(navigate).toHaveBeenCalledWith('/teach/activity?via=header');
    expect(notice()).toBeNull();
    expect(storage.data.get(TEACHER_NOTICE_STORAGE_KEY)).toBe('true');
  });

  it('hides while another layer (a menu) is open and comes back when it closes', async () => {
    function WithMenu() {
      const { model } = useHeader();
      return (
        <>
          {model.menus[0] ? <DisclosureMenu menu={model.menus[0]} /> : null}
          {ui}
        </>
      );
    }
    renderInHeader(<WithMenu />, { viewer: TEST_VIEWERS.teacher, storage: memoryBacking() });
    expect(notice()).not.toBeNull();
    const browse = screen.getByRole('button', { name: 'Browse' });
    await userEvent.click(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('true');
    expect(notice()).toBeNull();
    await userEvent.click(browse);
    expect(notice()).not.toBeNull();
  });
});
