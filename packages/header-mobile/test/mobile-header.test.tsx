import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryBacking, TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderMobile } from './render.tsx';

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
const noLink = (name: string | RegExp) => expect(screen.queryByRole('link', { name })).toBeNull();
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('MobileHeader: right side by page type', () => {
  it('core page, visitor: drawer toggle, logo, Sign In and Sign Up', () => {
    renderMobile();
    expect(button('Open menu')).not.toBeNull();
    expect(href('Masthead home')).toBe('/');
    expect(href('Sign In')).toBe('/signin?via=header');
    expect(href('Sign Up')).toBe('/signup?via=header');
  });

  it('core page, free member: upgrade button and avatar menu, no visitor controls', () => {
    renderMobile({ viewer: TEST_VIEWERS.free });
    expect(href('Start Now')).toBe('/membership/checkout?via=header-upgrade');
    expect(button(/^Account menu, /)).not.toBeNull();
    noLink('Sign In');
  });

  it('dedicated flow: only authentication controls, no drawer', () => {
    renderMobile({ pageType: 'dedicatedFlowIndividual' });
    expect(button('Open menu')).toBeNull();
    expect(href('Sign In')).toBe('/signin?via=header');
    expect(href('Sign Up')).toBe('/signup?via=header');
  });

  it('dedicated team flow: no Help / Contact Sales on mobile, only auth controls', () => {
    renderMobile({ pageType: 'dedicatedFlowTeams' });
    noLink(/Help/);
    noLink('Contact Sales');
    expect(href('Sign Up')).toBe('/signup?via=header');
  });

  it('dedicated flow, member: the avatar menu but no upgrade', () => {
    renderMobile({ viewer: TEST_VIEWERS.expired, pageType: 'dedicatedFlowIndividual' });
    expect(button(/^Account menu, /)).not.toBeNull();
    noLink('Rejoin Masthead');
  });

  it("referral landing: the mobile CTA 'Get 1 Free Month'", () => {
    renderMobile({ pageType: 'referralLanding' });
    expect(href('Get 1 Free Month')).toBe('/signup?via=header');
    noLink('Get 1 Free Month of Masthead');
    noLink('Sign In');
    expect(button('Open menu')).toBeNull();
  });

  it('members get the notifications bell (issue 4); visitors do not', () => {
    renderMobile({ viewer: TEST_VIEWERS.member });
    expect(button('Notifications')?.getAttribute('aria-expanded')).toBe('false');
    renderMobile({ viewer: TEST_VIEWERS.guest });
    expect(screen.getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
  });

  it('loading viewer: busy placeholders and no Sign In flash', () => {
    renderMobile({ viewer: 'loading' });
    expect(screen.getByRole('banner').querySelector('[aria-busy="true"]')).not.toBeNull();
    noLink('Sign In');
    noLink('Sign Up');
  });

  it('mobile root class, theme and direction', () => {
    renderMobile({ theme: 'white', locale: 'he-IL' });
    const banner = screen.getByRole('banner');
    expect(banner.classList.contains('mh-header--mobile')).toBe(true);
    expect(banner.getAttribute('data-theme')).toBe('white');
    expect(banner.getAttribute('dir')).toBe('rtl');
  });
});

describe('MobileHeader: the teacher notice', () => {
  it('dismissed by keyboard, it hands focus to the drawer toggle it is anchored to', async () => {
    renderMobile({ viewer: TEST_VIEWERS.teacher, storage: memoryBacking() });
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });
});
