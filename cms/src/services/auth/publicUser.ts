import type { User as SharedUser } from '@blog/shared';
import { lexicalToText } from '../../lib/lexicalText';

export type PublicUser = SharedUser;

export interface UserDoc {
  id: string | number;
  email: string;
  name?: string | null;
  role?: string | null;
  avatar?: string | null;
  bio?: unknown;
}

/** The user as clients see it: no hash, salt, tokens or sessions; the bio as plain text. */
export function toPublicUser(doc: UserDoc): PublicUser {
  return {
    id: doc.id,
    email: doc.email,
    name: doc.name ?? null,
    role: doc.role === 'ADMIN' ? 'ADMIN' : 'USER',
    avatar: doc.avatar ?? null,
    bio: lexicalToText(doc.bio) || null,
  };
}
