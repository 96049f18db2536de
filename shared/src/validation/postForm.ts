import { TR } from '../messages/tr';

export interface PostFormValues {
  title: string;
  content: string;
  categoryId: string | number | null | undefined;
}

export interface PostFormErrors {
  title?: string;
  content?: string;
  categoryId?: string;
}

/** The post form's required fields (spec section 5): title, content, category. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  if (!values.title.trim()) errors.title = TR.post.titleRequired;
  if (!values.content.trim()) errors.content = TR.post.contentRequired;
  if (values.categoryId === null || values.categoryId === undefined || values.categoryId === '') {
    errors.categoryId = TR.post.categoryRequired;
  }
  return errors;
}
