import { screen, within } from '@testing-library/react';
import { TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderDesktop } from './render.tsx';

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const href = (name: string | RegExp) => link(name).getAttribute('href');
const noLink = (name: string | RegExp) => expect(screen.queryByRole('link', { name })).toBeNull();
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('DesktopHeader: logged-out visitor', () => {
  it('core page: logo to /, menus, search, Sign In and Sign Up links; no member controls', () => {
    renderDesktop({ viewer: TEST_VIEWERS.guest });
    expect(href('Masthead home')).toBe('/');
    expect(button('Browse')).not.toBeNull();
    expect(button('Shop')).not.toBeNull();
    expect(button('Plans')).toBeNull(); // logged-out Plans needs lo_nav_update or plans_link
    expect(screen.getByRole('search')).toBeTruthy();
    expect(href('Sign In')).toBe('/signin?via=header');
    expect(href('Sign Up')).toBe('/signup?via=header');
    expect(button(/^Account menu, /)).toBeNull();
    noLink('Start Now');
    noLink('My Classes');
  });

  it('members get the notifications bell (issue 4); visitors do not', () => {
    renderDesktop({ viewer: { ...TEST_VIEWERS.free, notifications: { count: 3 } } });
    expect(button('Notifications, 3 unread')?.getAttribute('aria-haspopup')).toBe('dialog');
    renderDesktop({ viewer: TEST_VIEWERS.guest });
    expect(screen.getAllByRole('button', { name: /^Notifications/ })).toHaveLength(1);
  });

  it('with lo_nav_update and lo_nav_community_link: Plans menu and a top-level Community link', () => {
    renderDesktop({ viewer: null, flags: ['lo_nav_update', 'lo_nav_community_link'] });
    expect(button('Plans')).not.toBeNull();
    expect(href('Community')).toBe('/community?via=header');
  });

  it('the skip link is the first focusable element and targets the main content', () => {
    const { container } = renderDesktop();
    const first = container.querySelector('a[href], button, input:not([type="hidden"])');
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe('#main');
  });

  it('referral landing: only the desktop CTA on the right, no navigation or search', () => {
    renderDesktop({ pageType: 'referralLanding' });
    expect(href('Get 1 Free Month of Masthead')).toBe('/signup?via=header');
    expect(button('Browse')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    noLink('Sign In');
    noLink('Sign Up');
  });

  it('dedicated team flow: Help (new tab) and Contact Sales, authentication controls, no navigation', () => {
    renderDesktop({ pageType: 'dedicatedFlowTeams' });
    const help = link('Help (opens in a new tab)');
    expect(help.getAttribute('href')).toBe('https://help.masthead.example/');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    expect(href('Contact Sales')).toBe('mailto:sales@masthead.example');
    expect(href('Sign In')).toBe('/signin?via=header');
    expect(button('Browse')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('signup page: Sign In only', () => {
    renderDesktop({ pageType: 'signup' });
    expect(href('Sign In')).toBe('/signin?via=header');
    noLink('Sign Up');
  });
});

describe('DesktopHeader: members', () => {
  it('free member: logo to /browse, Start Now, My Classes, profile menu; no Sign In', () => {
    renderDesktop({ viewer: TEST_VIEWERS.free });
    expect(href('Masthead home')).toBe('/browse');
    expect(href('Start Now')).toBe('/membership/checkout?via=header-upgrade');
    expect(href('My Classes')).toBe('/lists/saved-classes?via=header');
    expect(button(/^Account menu, /)).not.toBeNull();
    expect(button('Plans')).not.toBeNull();
    noLink('Sign In');
    noLink('Teach');
  });

  it.each([
    ['expired', 'Rejoin Masthead'],
    ['canceled', 'Resume Membership'],
  ] as const)('%s member sees "%s"', (persona, label) => {
    renderDesktop({ viewer: TEST_VIEWERS[persona] });
    expect(href(label)).toBe('/membership/checkout?via=header-upgrade');
  });

  it('renewing member: logo to /home and no upgrade button', () => {
    renderDesktop({ viewer: TEST_VIEWERS.member });
    expect(href('Masthead home')).toBe('/home');
    noLink('Start Now');
    noLink(/Rejoin|Resume/);
  });

  it('teacher: Teach top-bar link and the student activity notice', () => {
    renderDesktop({ viewer: TEST_VIEWERS.teacher, storage: null });
    expect(href('Teach')).toBe('/teach?via=header');
    expect(screen.getByRole('note').textContent).toContain('Your Student Activity is now in the Teacher Hub.');
  });

  it('team owner: My Team only with ent_team_mgmt', () => {
    const { unmount } = renderDesktop({ viewer: TEST_VIEWERS['team-owner'] });
    noLink('My Team');
    unmount();
    renderDesktop({ viewer: TEST_VIEWERS['team-owner'], flags: ['ent_team_mgmt'] });
    expect(href('My Team')).toBe('/teamAdmin/management?via=header');
  });

  it('marketplace page: no upgrade button even for a canceled member', () => {
    renderDesktop({ viewer: TEST_VIEWERS.canceled, pageType: 'marketplace' });
    noLink('Resume Membership');
    expect(button('Plans')).toBeNull();
  });

  it('dedicated individual flow: only the profile menu on the right', () => {
    renderDesktop({ viewer: TEST_VIEWERS.free, pageType: 'dedicatedFlowIndividual' });
    expect(button(/^Account menu, /)).not.toBeNull();
    noLink('Start Now');
    noLink('My Classes');
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('DesktopHeader: root attributes', () => {
  it('is sticky by default, not on a class-details page', () => {
    const { container, unmount } = renderDesktop();
    expect(container.querySelector('header')?.hasAttribute('data-sticky')).toBe(true);
    unmount();
    const again = renderDesktop({ isClassDetailsPage: true });
    expect(again.container.querySelector('header')?.hasAttribute('data-sticky')).toBe(false);
  });

  it('carries the theme and the text direction of the locale', () => {
    const { container } = renderDesktop({ theme: 'white', locale: 'ar' });
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-theme')).toBe('white');
    expect(header.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.mh-header--desktop')).toBe(header);
  });

  it('a loading viewer: busy placeholders, never Sign In or the avatar', () => {
    renderDesktop({ viewer: 'loading' });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('[aria-busy="true"]')).not.toBeNull();
    noLink('Sign In');
    noLink('Sign Up');
    expect(button(/^Account menu, /)).toBeNull();
    expect(within(banner).getByRole('button', { name: 'Browse' })).toBeTruthy();
  });
});
