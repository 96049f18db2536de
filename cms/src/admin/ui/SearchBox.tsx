import { useId, useRef } from 'react';
import { TR } from '@blog/shared';
import { Spinner } from './feedback';
import { CloseIcon, SearchIcon } from './icons';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name (a hidden label) and its placeholder: each screen's own texts. */
  label: string;
  placeholder: string;
  /** While set, a spinner with this text for screen readers (a debounced search waiting). */
  busyLabel?: string | null;
  /**
   * A polite live line beside the box (the categories' 'N kategoriden M tanesi gösteriliyor');
   * '' keeps it in place and silent, undefined leaves it out.
   */
  resultLine?: string;
}

/**
 * The admin's one search field (blogs, categories, newsletter): type=search with a hidden label,
 * an own clear button (the browser's is hidden so the three look alike; Escape clears too, and
 * focus goes back to the field), and optionally a spinner and a result line.
 */
export function SearchBox({ value, onChange, label, placeholder, busyLabel, resultLine }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div className="adm-search">
      <label htmlFor={id} className="adm-visually-hidden">
        {label}
      </label>
      <div className="adm-search__box">
        <span className="adm-search__icon">
          <SearchIcon size={16} />
        </span>
        <input
          ref={input}
          id={id}
          type="search"
          className="adm-input adm-search__input"
          placeholder={placeholder}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && value && onChange('')}
        />
        <span className="adm-search__end">
          {busyLabel ? <Spinner size="sm" label={busyLabel} className="adm-search__spinner" /> : null}
          {value ? (
            <button
              type="button"
              className="adm-search__clear"
              aria-label={TR.clearSearch}
              title={TR.clearSearch}
              onClick={clear}
            >
              <CloseIcon size={16} />
            </button>
          ) : null}
        </span>
      </div>
      {resultLine === undefined ? null : (
        <p className="adm-search__count" aria-live="polite">
          {resultLine}
        </p>
      )}
    </div>
  );
}
