/** A list of article cards (home feed and search page). */
import type { CardData } from '../lib/cardData';
import { Card } from './Card';

export interface CardGridProps {
  items: readonly CardData[];
  busy?: boolean;
  /** The list is the page's first content: its first card's image is loaded with priority. */
  priorityFirst?: boolean;
}

export function CardGrid({ items, busy = false, priorityFirst = false }: CardGridProps) {
  return (
    <ul className="card-grid" aria-busy={busy || undefined}>
      {items.map((card, index) => (
        <li key={card.url}>
          <Card card={card} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
