/**
 * The dropdown's results: a list of links. ArrowDown/ArrowUp move the focus between them
 * (ArrowUp on the first goes back to `input`); Enter opens the focused one.
 */
import type { KeyboardEvent, RefObject } from 'react';
import { formatPublicDate } from '@blog/shared';
import type { CardData } from '../../lib/cardData';

export interface ResultListProps {
  label: string;
  items: readonly CardData[];
  input: RefObject<HTMLInputElement | null>;
  onOpen: (url: string) => void;
}

export function ResultList({ label, items, input, onOpen }: ResultListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const index = links.findIndex((link) => link === document.activeElement);
    if (index < 0) return;
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links[(index + 1) % links.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      (index === 0 ? input.current : links[index - 1])?.focus();
    } else if (event.key === 'Enter' && plain) {
      event.preventDefault();
      onOpen(links[index]?.getAttribute('href') ?? '');
    }
  };

  return (
    <ul className="hsearch__results" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.url} className="hsearch__option">
          <a className="hsearch__link" href={item.url}>
            {item.category && <span className="hsearch__category">{item.category}</span>}
            <span className="hsearch__title">{item.title}</span>
            {item.excerpt && <span className="hsearch__excerpt">{item.excerpt}</span>}
            <span className="hsearch__meta">
              <span>{item.author}</span>
              {item.date && <time dateTime={item.date}>{formatPublicDate(item.date)}</time>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
