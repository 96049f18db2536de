/** The /search filter panel: Category, Tag, Sort By, Order; Apply Filters and Clear Filters. */
import { useId } from 'react';
import { EN, SORT_KEYS, SORT_ORDERS } from '@blog/shared';
import type { SortKey, SortOrder } from '@blog/shared';
import type { FilterChoice, TaxonomyOption } from './criteria';

export interface FilterPanelProps {
  id: string;
  hidden: boolean;
  categories: readonly TaxonomyOption[];
  tags: readonly TaxonomyOption[];
  value: FilterChoice;
  onChange: (value: FilterChoice) => void;
  onApply: () => void;
  onClear: () => void;
}

function TaxonomySelect(props: {
  id: string;
  label: string;
  allLabel: string;
  options: readonly TaxonomyOption[];
  value: string;
  onChange: (slug: string) => void;
}) {
  return (
    <div className="filter-panel__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.slug} value={option.slug} disabled={option.blogCount === 0 && option.slug !== props.value}>
            {`${option.name} (${option.blogCount})`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterPanel({ id, hidden, categories, tags, value, onChange, onApply, onClear }: FilterPanelProps) {
  const uid = useId();
  return (
    <div className="filter-panel" id={id} hidden={hidden} role="group" aria-label={EN.islands.filters}>
      <div className="filter-panel__fields">
        <TaxonomySelect
          id={`${uid}category`}
          label={EN.islands.category}
          allLabel={EN.islands.allCategories}
          options={categories}
          value={value.category}
          onChange={(category) => onChange({ ...value, category })}
        />
        <TaxonomySelect
          id={`${uid}tag`}
          label={EN.islands.tag}
          allLabel={EN.islands.allTags}
          options={tags}
          value={value.tag}
          onChange={(tag) => onChange({ ...value, tag })}
        />
        <div className="filter-panel__field">
          <label htmlFor={`${uid}sort`}>{EN.islands.sortBy}</label>
          <select
            id={`${uid}sort`}
            value={value.sortBy}
            onChange={(event) => onChange({ ...value, sortBy: event.target.value as SortKey })}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {EN.sortLabels[key]}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-panel__field">
          <label htmlFor={`${uid}order`}>{EN.islands.order}</label>
          <select
            id={`${uid}order`}
            value={value.sortOrder}
            onChange={(event) => onChange({ ...value, sortOrder: event.target.value as SortOrder })}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {EN.orderLabels[order]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="filter-panel__actions">
        <button type="button" className="button" onClick={onClear}>
          {EN.clearFilters}
        </button>
        <button type="button" className="button button--primary" onClick={onApply}>
          {EN.applyFilters}
        </button>
      </div>
    </div>
  );
}
