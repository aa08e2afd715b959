import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './live.event.ts';
import { ADDED, READ, SYNC } from './live.testing.ts';

const note = ADDED.notification;
const with_ = (base: object, patch: Record<string, unknown>) => ({ ...base, ...patch });
const withNote = (patch: Record<string, unknown>) => with_(ADDED, { notification: { ...note, ...patch } });

describe('parseLiveEvent accepts', () => {
  it.each([
    ['a SYNC with the current counts', SYNC],
    ['a SYNC for a teacher (both feeds)', with_(SYNC, { counts: [{ feed: 'OWN', count: 0 }, { feed: 'STUDENTS', count: 7 }] })],
    ['a SYNC without counts', with_(SYNC, { counts: [] })],
    ['an ADDED with its feed and notification', ADDED],
    ['an ADDED whose optional fields are null', withNote({ url: null, actors: null, previewText: null, buttonText: null, image: null, message: null })],
    ['an ADDED whose optional fields are absent', with_(ADDED, { notification: { id: 'n1', isRead: false, createdAt: '2025-01-01T00:00:00Z' } })],
    ['an ADDED with image sources', withNote({ image: { sources: [{ url: 'https://cdn.example/a.jpg', width: 160, height: 90 }] } })],
    ['a READ with read and unread ids', with_(READ, { readIds: ['a', 'b'], unreadIds: ['c'] })],
    ['a READ that names its feed', with_(READ, { feed: 'STUDENTS' })],
    ['extra fields (__typename)', with_(SYNC, { __typename: 'NotificationEvent' })],
    ['a count of zero', with_(SYNC, { counts: [{ feed: 'OWN', count: 0 }] })],
  ])('%s', (_, raw) => {
    const result = parseLiveEvent(raw);
    expect(result).toMatchObject({ ok: true });
  });

  it('returns the event with only the known fields, copied', () => {
    const raw = with_(READ, { __typename: 'X' });
    const result = parseLiveEvent(raw);
    expect(result).toEqual({ ok: true, event: { kind: 'READ', counts: [{ feed: 'OWN', count: 1 }], feed: null, notification: null, readIds: ['n1'], unreadIds: [] } });
    if (result.ok) expect(result.event.readIds).not.toBe(READ.readIds);
  });

  it('reads an absent feed and notification as null', () => {
    const { feed: _f, notification: _n, ...bare } = SYNC;
    expect(parseLiveEvent(bare)).toMatchObject({ ok: true, event: { feed: null, notification: null } });
  });
});

describe('parseLiveEvent rejects, with a reason', () => {
  it.each([
    ['not an object', null, 'event: expected an object'],
    ['an array', [SYNC], 'event: expected an object'],
    ['a string', 'SYNC', 'event: expected an object'],
    ['an unknown kind', with_(SYNC, { kind: 'DELETED' }), 'kind: unknown kind "DELETED"'],
    ['a lower-case kind', with_(SYNC, { kind: 'sync' }), 'kind: unknown kind "sync"'],
    ['a missing kind', with_(SYNC, { kind: undefined }), 'kind: unknown kind undefined'],
    ['counts that are not an array', with_(SYNC, { counts: { OWN: 2 } }), 'counts: expected an array'],
    ['missing counts', with_(SYNC, { counts: undefined }), 'counts: expected an array'],
    ['a count entry that is not an object', with_(SYNC, { counts: [2] }), 'counts[0]: expected an object'],
    ['an unknown feed in counts', with_(SYNC, { counts: [{ feed: 'TEAM', count: 1 }] }), 'counts[0].feed: unknown feed "TEAM"'],
    ['a negative count', with_(SYNC, { counts: [{ feed: 'OWN', count: -1 }] }), 'counts[0].count: expected a non-negative integer, got -1'],
    ['a fractional count', with_(SYNC, { counts: [{ feed: 'OWN', count: 1.5 }] }), 'counts[0].count: expected a non-negative integer, got 1.5'],
    ['a NaN count', with_(SYNC, { counts: [{ feed: 'OWN', count: Number.NaN }] }), 'counts[0].count: expected a non-negative integer, got NaN'],
    ['an infinite count', with_(SYNC, { counts: [{ feed: 'OWN', count: Infinity }] }), 'counts[0].count: expected a non-negative integer, got Infinity'],
    ['a count as a string', with_(SYNC, { counts: [{ feed: 'OWN', count: '2' }] }), 'counts[0].count: expected a non-negative integer, got "2"'],
    ['a count as a bigint', with_(SYNC, { counts: [{ feed: 'OWN', count: 2n }] }), 'counts[0].count: expected a non-negative integer, got 2'],
    ['a feed counted twice', with_(SYNC, { counts: [{ feed: 'OWN', count: 1 }, { feed: 'OWN', count: 2 }] }), 'counts[1].feed: OWN appears twice'],
    ['an unknown feed', with_(READ, { feed: 'ALL' }), 'feed: unknown feed "ALL"'],
    ['an ADDED without a feed', with_(ADDED, { feed: null }), 'feed: required for ADDED'],
    ['an ADDED without a notification', with_(ADDED, { notification: null }), 'notification: required for ADDED'],
    ['an ADDED whose notification is missing', with_(ADDED, { notification: undefined }), 'notification: required for ADDED'],
    ['a notification on a READ', with_(READ, { notification: note }), 'notification: only ADDED carries one, got "READ"'],
    ['a notification that is not an object', with_(ADDED, { notification: 'n9' }), 'notification: expected an object'],
    ['a notification id that is a number', withNote({ id: 9 }), 'notification.id: expected a non-empty string'],
    ['an empty notification id', withNote({ id: '' }), 'notification.id: expected a non-empty string'],
    ['isRead that is not a boolean', withNote({ isRead: 'false' }), 'notification.isRead: expected a boolean'],
    ['a createdAt that is no date', withNote({ createdAt: 'yesterday' }), 'notification.createdAt: expected an ISO 8601 date'],
    ['a url that is not a string', withNote({ url: 42 }), 'notification.url: expected a string or null'],
    ['a message that is an object', withNote({ message: { html: '<p>' } }), 'notification.message: expected a string or null'],
    ['actors that are not an array', withNote({ actors: { firstName: 'A' } }), 'notification.actors: expected an array or null'],
    ['an actor without a username', withNote({ actors: [{ firstName: 'A', lastName: 'B' }] }), 'notification.actors[0]: expected { firstName, lastName, username } strings'],
    ['an image that is a string', withNote({ image: 'a.jpg' }), 'notification.image: expected an object or null'],
    ['image sources that are not an array', withNote({ image: { sources: 'a.jpg' } }), 'notification.image.sources: expected an array or null'],
    ['an image source without a width', withNote({ image: { sources: [{ url: 'a.jpg', height: 1 }] } }), 'notification.image.sources[0]: expected { url, width, height }'],
    ['readIds that are not an array', with_(READ, { readIds: 'n1' }), 'readIds: expected an array of ids'],
    ['missing readIds', with_(READ, { readIds: undefined }), 'readIds: expected an array of ids'],
    ['a numeric read id', with_(READ, { readIds: ['n1', 7] }), 'readIds[1]: expected a non-empty string'],
    ['an empty unread id', with_(READ, { unreadIds: [''] }), 'unreadIds[0]: expected a non-empty string'],
    ['a null unread id', with_(READ, { unreadIds: [null] }), 'unreadIds[0]: expected a non-empty string'],
  ])('%s', (_, raw, reason) => {
    expect(parseLiveEvent(raw)).toEqual({ ok: false, reason });
  });
});
