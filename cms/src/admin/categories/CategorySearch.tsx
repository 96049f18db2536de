import { useId } from 'react';
import { TR } from '@blog/shared';
import { CloseIcon, SearchIcon } from '../ui/icons';

export interface CategorySearchProps {
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
}

/** The client-side search box with its clear button and the result-count line. */
export function CategorySearch({ value, onChange, shown, total }: CategorySearchProps) {
  const id = useId();
  const searching = value.trim() !== '';
  return (
    <div className="cat-search">
      <label htmlFor={id} className="adm-visually-hidden">
        {TR.category.searchLabel}
      </label>
      <div className="cat-search__box">
        <span className="cat-search__icon">
          <SearchIcon />
        </span>
        <input
          id={id}
          type="search"
          className="adm-input cat-search__input"
          placeholder={TR.category.searchPlaceholder}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && value && onChange('')}
        />
        {value ? (
          <button
            type="button"
            className="cat-search__clear"
            aria-label={TR.category.clearSearch}
            title={TR.category.clearSearch}
            onClick={() => onChange('')}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <p className="cat-search__count" aria-live="polite">
        {searching ? TR.category.resultCount(shown, total) : ''}
      </p>
    </div>
  );
}
