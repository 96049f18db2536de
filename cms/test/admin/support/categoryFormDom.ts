import { fireEvent, screen } from '@testing-library/react';
import { TR } from '@blog/shared';

/** The category form's fields and actions, as a user finds them. */
export const nameInput = () => screen.getByLabelText(TR.category.nameLabel) as HTMLInputElement;
export const descriptionInput = () => screen.getByLabelText(TR.category.descriptionLabel) as HTMLTextAreaElement;
export const submitButton = (name: string = TR.category.create) => screen.getByRole('button', { name }) as HTMLButtonElement;
export const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
export const submit = () => fireEvent.submit(nameInput().closest('form') as HTMLFormElement);

/** The error text a field points to with aria-describedby, or null. */
export const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
