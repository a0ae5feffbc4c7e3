/*
 * Conferences and chamber events share these: both list dated events with a state and a recorded
 * video served from the same place.
 */

/** Where the committed demo videos are served (range requests by @fastify/static). */
export const VIDEO_PREFIX = '/media/video/';

/** An event's state at `now`, from its start and end. */
export function stateAt(startsAt: Date, endsAt: Date, now: Date): 'upcoming' | 'live' | 'ended' {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'live' : 'ended';
}
