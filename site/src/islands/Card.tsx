/** An article card; the same markup and classes as the server-rendered `ArticleCard.astro`. */
import { EN, formatPublicDate } from '@blog/shared';
import type { CardData } from '../lib/cardData';
import { archiveBase } from '../lib/archives';
import { COVER_SIZES } from '../lib/coverSizes';

export interface CardProps {
  card: CardData;
  /** The first card of a list above the fold: its image loads at once, first (the page's LCP). */
  priority?: boolean;
}

export function Card({ card, priority = false }: CardProps) {
  return (
    <article className="card">
      {card.image && (
        <a className="card__image" href={card.url} tabIndex={-1} aria-hidden="true">
          <img
            src={card.image}
            srcSet={card.srcset}
            sizes={card.srcset ? COVER_SIZES.card : undefined}
            alt={card.imageAlt ?? ''}
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        </a>
      )}
      <div className="card__body">
        {card.category &&
          (card.categorySlug ? (
            <a className="card__category" href={archiveBase('category', card.categorySlug)}>
              {card.category}
            </a>
          ) : (
            <span className="card__category">{card.category}</span>
          ))}
        <h3 className="card__title">
          <a href={card.url}>{card.title}</a>
        </h3>
        {card.excerpt && <p className="card__excerpt">{card.excerpt}</p>}
        <p className="card__meta">
          <span>{card.author}</span>
          {card.date && <time dateTime={card.date}>{formatPublicDate(card.date)}</time>}
          {card.readingTime > 0 && <span>{EN.site.minRead(card.readingTime)}</span>}
        </p>
      </div>
    </article>
  );
}
