/** The status filter of the subscription list: all, active or inactive. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive'];

/** isActive of the list call: true, false, or omitted for all. */
export function isActiveParam(filter: StatusFilter): boolean | undefined {
  if (filter === 'active') return true;
  if (filter === 'inactive') return false;
  return undefined;
}

/** activeOnly of the export call: true when the filter is 'active', else omitted. */
export function activeOnlyParam(filter: StatusFilter): true | undefined {
  return filter === 'active' ? true : undefined;
}
