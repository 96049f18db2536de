import type { Payload } from 'payload';
import { toPublicUser, type PublicUser } from '../auth/publicUser';

/** Points the user's `avatar` at an uploaded image's URL. */
export async function setAvatar(payload: Payload, userId: number | string, url: string): Promise<PublicUser> {
  const user = await payload.update({
    collection: 'users',
    id: userId,
    data: { avatar: url },
    depth: 0,
  });
  return toPublicUser(user);
}
