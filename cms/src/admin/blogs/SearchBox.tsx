import { useId } from 'react';
import { TR } from '@blog/shared';
import { Spinner } from '../ui/Spinner';
import { SearchIcon } from '../ui/icons';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows the spinner while the debounce waits. */
  pending: boolean;
}

/** The list's search field; the spinner shows while the typed text waits out the debounce. */
export function SearchBox({ value, onChange, pending }: SearchBoxProps) {
  const id = useId();
  return (
    <div className="blg-search">
      <label htmlFor={id} className="adm-visually-hidden">
        {TR.blogList.searchLabel}
      </label>
      <span className="blg-search__icon">
        <SearchIcon size={16} className="blg-icon" />
      </span>
      <input
        id={id}
        type="search"
        className="blg-search__input"
        placeholder={TR.blogList.searchPlaceholder}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {pending ? (
        <span className="blg-search__spinner">
          <Spinner size="sm" label={TR.blogList.searching} />
        </span>
      ) : null}
    </div>
  );
}
