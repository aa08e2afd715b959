import { GetFollowedCategoriesAndFacetsDocument, GetViewerDocument, type GetViewerQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, PERSONA_IDS, type ApiServer } from '../src/index.ts';
import { dataOf, errorOf, gql, postJson, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Viewer = NonNullable<GetViewerQuery['viewer']>;

/** The header scenario of spec §3 "Derived values", computed the way a client must. */
function derive(viewer: Viewer | null) {
  if (!viewer) return { access: 'loggedOut', state: null, type: null, interaction: null };
  const s = viewer.subscription;
  return {
    access: s.isActive ? 'paid' : 'free',
    state: !s.hasEverSubscribed ? 'neverSubscribed' : !s.isActive ? 'expired' : s.canUpgrade ? 'activeCanceled' : 'activeRenewing',
    type: viewer.isTeamOwner || viewer.isTeamAdmin ? 'teamOwner' : viewer.teams.length > 0 ? 'teamParticipant' : 'standardIndividual',
    interaction: viewer.isTeacher || viewer.teacherApplicationStatus === 'Approved' ? 'teacher' : 'student',
  };
}

const EXPECTED = [
  ['guest', 'loggedOut', null, null, null, 0],
  ['free', 'free', 'neverSubscribed', 'standardIndividual', 'student', 3],
  ['expired', 'free', 'expired', 'standardIndividual', 'student', 0],
  ['member', 'paid', 'activeRenewing', 'standardIndividual', 'student', 12],
  ['canceled', 'paid', 'activeCanceled', 'standardIndividual', 'student', 2],
  ['teacher', 'paid', 'activeRenewing', 'standardIndividual', 'teacher', 7],
  ['applicant', 'free', 'neverSubscribed', 'standardIndividual', 'teacher', 4],
  ['team-owner', 'paid', 'activeRenewing', 'teamOwner', 'student', 6],
  ['team-admin', 'paid', 'activeRenewing', 'teamOwner', 'student', 1],
  ['team-member', 'paid', 'activeRenewing', 'teamParticipant', 'student', 9],
] as const;

describe('personas', () => {
  it('covers every persona id exactly once', () => {
    expect(EXPECTED.map((row) => row[0])).toEqual([...PERSONA_IDS]);
    expect(PERSONAS.map((p) => p.id)).toEqual([...PERSONA_IDS]);
    for (const p of PERSONAS) expect(p.description.length).toBeGreaterThan(20);
  });

  it.each(EXPECTED)('%s derives access=%s state=%s type=%s interaction=%s, %i unread', async (id, access, state, type, interaction, unread) => {
    const { viewer } = dataOf(await gql(server, GetViewerDocument, {}, id));
    expect(derive(viewer)).toEqual({ access, state, type, interaction });
    if (viewer) expect(viewer.notifications.count).toBe(unread);
  });

  it('reads a missing cookie as the guest', async () => {
    expect(dataOf(await gql(server, GetViewerDocument)).viewer).toBeNull();
  });

  it('distinguishes team roles and profile URL shapes', async () => {
    const owner = dataOf(await gql(server, GetViewerDocument, {}, 'team-owner')).viewer;
    expect(owner?.teams.map((t) => t.role)).toEqual(['OWNER']);
    expect([owner?.isTeamOwner, owner?.isTeamAdmin]).toEqual([true, true]);
    const admin = dataOf(await gql(server, GetViewerDocument, {}, 'team-admin')).viewer;
    expect([admin?.isTeamOwner, admin?.isTeamAdmin, admin?.teams[0]?.role]).toEqual([false, true, 'ADMIN']);
    const member = dataOf(await gql(server, GetViewerDocument, {}, 'team-member')).viewer;
    expect([member?.isTeamOwner, member?.isTeamAdmin]).toEqual([false, false]);
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'member')).viewer?.url).toBe('/user/hannahdraws');
    const expired = dataOf(await gql(server, GetViewerDocument, {}, 'expired')).viewer;
    expect(expired?.username).toBe("o'brien&co");
    expect(expired?.url).toBe("/profile/Se%C3%A1n-O'Brien/o'brien%26co");
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'free')).viewer?.mediumPictureUrl).toBeNull();
  });

  it('answers an unknown persona with a GraphQL error, not a crash', async () => {
    const res = await gql(server, GetViewerDocument, {}, 'xyz');
    expect(errorOf(res)).toBe(`Unknown persona 'xyz'. Known personas: ${PERSONA_IDS.join(', ')}.`);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNKNOWN_PERSONA');
    expect(res.data?.viewer).toBeNull();
    // The server is still fine afterwards.
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'member')).viewer?.firstName).toBe('Hannah');
  });

  it('lists followed categories and facets per persona, with parents for sub-categories', async () => {
    const { viewer } = dataOf(await gql(server, GetFollowedCategoriesAndFacetsDocument, {}, 'member'));
    expect(viewer?.followedCategories.edges.map((e) => e.node.slug)).toEqual(['fine-art', 'illustration', 'crafts', 'fine-art/painting']);
    expect(viewer?.followedCategories.totalCount).toBe(4);
    expect(viewer?.followedFacets.edges.map((e) => e.node.displayName)).toContain('Macramé');
    const paged = dataOf(await gql(server, GetFollowedCategoriesAndFacetsDocument, { pageSize: 1 }, 'member')).viewer;
    expect(paged?.followedCategories.pageInfo.hasNextPage).toBe(true);
    const next = dataOf(await gql(server, GetFollowedCategoriesAndFacetsDocument, {
      pageSize: 1, categoriesAfter: paged?.followedCategories.pageInfo.endCursor,
    }, 'member')).viewer;
    expect(next?.followedCategories.edges[0]?.node.slug).toBe('illustration');
    for (const id of PERSONA_IDS.filter((p) => p !== 'guest')) {
      const v = dataOf(await gql(server, GetFollowedCategoriesAndFacetsDocument, {}, id)).viewer;
      expect(v?.followedCategories.totalCount).toBeGreaterThanOrEqual(2);
      expect(v?.followedFacets.totalCount).toBeGreaterThanOrEqual(2);
    }
    const tooMany = await gql(server, GetFollowedCategoriesAndFacetsDocument, { pageSize: 101 }, 'member');
    expect(errorOf(tooMany)).toBe('`first` must be between 0 and 100 (got 101).');
  });
});

describe('dev login', () => {
  it('lists personas as JSON', async () => {
    const res = await fetch(`${server.origin}/dev/personas`);
    const list = (await res.json()) as Array<{ id: string; label: string }>;
    expect(list.map((p) => p.id)).toEqual([...PERSONA_IDS]);
  });

  const form = (body: Record<string, string>) =>
    fetch(`${server.origin}/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
    });

  it('sets the cookie and redirects a form post to a same-origin returnTo', async () => {
    const res = await form({ persona: 'teacher', returnTo: '/search?query=ink#top' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/search?query=ink#top');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^masthead_persona=teacher;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    const viewer = dataOf(await gql(server, GetViewerDocument, {}, cookie.split(';')[0]?.split('=')[1])).viewer;
    expect(viewer?.isTeacher).toBe(true);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'relative/path', ''])(
    'refuses the open redirect %j and goes to /',
    async (returnTo) => {
      const res = await form({ persona: 'member', returnTo });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('accepts JSON, rejects unknown personas with 400, and logs out', async () => {
    const ok = await postJson(server, '/dev/login', { persona: 'free' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/^masthead_persona=free;/);
    const bad = await postJson(server, '/dev/login', { persona: 'xyz' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(`Unknown persona 'xyz'. Known personas: ${PERSONA_IDS.join(', ')}.`);
    const badForm = await form({ persona: 'root' });
    expect(badForm.status).toBe(400);
    const out = await postJson(server, '/dev/logout', {});
    expect(out.headers.get('set-cookie')).toMatch(/^masthead_persona=; .*Max-Age=0/);
    const guest = await postJson(server, '/dev/login', { persona: 'guest' });
    expect(guest.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await fetch(`${server.origin}/dev/login`)).status).toBe(405);
  });
});
