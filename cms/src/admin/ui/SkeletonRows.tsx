export interface SkeletonRowsProps {
  columns: number;
  rows?: number;
}

/** Placeholder table rows while a list loads (goes inside <tbody>). */
export function SkeletonRows({ columns, rows = 5 }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} className="adm-skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <span className="adm-skeleton" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
