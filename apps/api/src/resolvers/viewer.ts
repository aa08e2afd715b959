/** `viewer` and the fields of `User`: the persona behind the cookie and its per-server state. */
import type { FacetType } from '@masthead/graphql';
import { currentPersona, type ApiContext } from '../context.ts';
import { imageUrl } from '../images.ts';
import type { NotificationPage } from '../notifications/store.ts';
import type { FeedName } from '../notifications/types.ts';
import { PERSONA_DATA } from '../persona-data.ts';
import type { PersonaId, PersonaUser } from '../personas.ts';
import { profileUrl } from '../profile-url.ts';
import { offsetConnection, validateFirst, type Connection } from '../relay.ts';
import type { CategoryRecord } from '../seed/types.ts';
import { skillFacet } from './catalog.ts';

/** What `viewer` resolves to: the persona's user plus which persona it is. */
export interface ViewerParent extends PersonaUser {
  personaId: PersonaId;
}

interface PageArgs {
  after?: string | null;
  first?: number | null;
}

interface FacetNode {
  id: string;
  slug: string;
  displayName: string;
  facetType: FacetType;
}

function feed(name: FeedName, u: ViewerParent, args: PageArgs, ctx: ApiContext): Promise<NotificationPage> {
  return ctx.state.notifications.page(u.personaId, name, args.after, validateFirst(args.first, 20));
}

export const viewerResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: ApiContext): ViewerParent | null => {
      const persona = currentPersona(ctx);
      return persona.user ? { ...persona.user, personaId: persona.id } : null;
    },
  },
  User: {
    url: (u: ViewerParent): string => profileUrl(u),
    smallPictureUrl: (u: ViewerParent, _: unknown, ctx: ApiContext) => imageUrl(u.smallPictureUrl, ctx.imageOrigin),
    mediumPictureUrl: (u: ViewerParent, _: unknown, ctx: ApiContext) => imageUrl(u.mediumPictureUrl, ctx.imageOrigin),
    // Owners administer their teams too, so an owner is also a team admin.
    isTeamAdmin: (u: ViewerParent): boolean => u.teams.some((t) => t.role === 'OWNER' || t.role === 'ADMIN'),
    isTeamOwner: (u: ViewerParent): boolean => u.teams.some((t) => t.role === 'OWNER'),
    followers: (u: ViewerParent) => ({ totalCount: u.followerCount }),
    notifications: (u: ViewerParent, args: PageArgs, ctx: ApiContext) => feed('own', u, args, ctx),
    teacherNotifications: (u: ViewerParent, args: PageArgs, ctx: ApiContext) => feed('students', u, args, ctx),
    followedCategories: async (u: ViewerParent, args: PageArgs, ctx: ApiContext): Promise<Connection<CategoryRecord>> => {
      const { categoryBySlug } = await ctx.state.notifications.catalog();
      const items = PERSONA_DATA[u.personaId].followedCategories.flatMap((slug) => categoryBySlug.get(slug) ?? []);
      return offsetConnection(items, { listKey: `followedCategories:${u.personaId}`, after: args.after, first: validateFirst(args.first, 100) });
    },
    followedFacets: async (u: ViewerParent, args: PageArgs, ctx: ApiContext): Promise<Connection<FacetNode>> => {
      const { skillBySlug } = await ctx.state.notifications.catalog();
      // Named in the viewer's language (issue 23); the slug stays the English one.
      const items = PERSONA_DATA[u.personaId].followedFacets.flatMap((slug) => {
        const skill = skillBySlug.get(slug);
        return skill ? [skillFacet(skill, ctx.language)] : [];
      });
      return offsetConnection(items, { listKey: `followedFacets:${u.personaId}`, after: args.after, first: validateFirst(args.first, 100) });
    },
  },
  Category: {
    parentCategories: async (c: CategoryRecord, _: unknown, ctx: ApiContext): Promise<CategoryRecord[]> => {
      const { categoryById } = await ctx.state.notifications.catalog();
      const parents: CategoryRecord[] = [];
      for (let p = c.parentId; p !== null; ) {
        const parent = categoryById.get(p);
        if (!parent) break;
        parents.push(parent);
        p = parent.parentId;
      }
      return parents;
    },
  },
};
