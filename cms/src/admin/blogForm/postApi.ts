import type { Category, Id, Post, UploadedImage } from '@blog/shared';
import { api } from '../lib/api';
import type { PostPayload } from './payload';

/** The post form's calls (spec section 7). */
export const postApi = {
  get: (id: string) => api.get<Post>(`blogs/admin/blogs/${encodeURIComponent(id)}`),
  create: (payload: PostPayload) => api.post<Post>('blogs/admin/blogs', payload),
  update: (id: Id, payload: PostPayload) => api.put<Post>(`blogs/admin/blogs/${id}`, payload),
  remove: (id: Id) => api.del<{ id: Id }>(`blogs/admin/blogs/${id}`),
  categories: () => api.get<Category[]>('blogs/categories'),
  /** POST upload/image, multipart field `image`, with upload progress. */
  uploadImage(file: File, onProgress?: (percent: number) => void) {
    const form = new FormData();
    form.append('image', file, file.name);
    return api.upload<UploadedImage>('upload/image', form, onProgress);
  },
};
