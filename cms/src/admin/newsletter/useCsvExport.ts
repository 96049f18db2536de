import { useCallback, useState } from 'react';
import { TR } from '@blog/shared';
import { api } from '../lib/api';
import { notify } from '../lib/notify';
import { csvFilename, saveTextFile } from './csvFile';
import { activeOnlyParam, type StatusFilter } from './statusFilter';

/** 'CSV İndir': GET newsletter/admin/export, saved as newsletter-subscriptions-{date}.csv. */
export function useCsvExport(filter: StatusFilter): { exportCsv: () => void; exporting: boolean } {
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(() => {
    setExporting(true);
    api
      .download('newsletter/admin/export', { activeOnly: activeOnlyParam(filter) })
      .then(({ text }) => {
        saveTextFile(text, csvFilename());
        notify.success(TR.newsletter.exported);
      })
      .catch(() => notify.error(TR.newsletter.exportFailed))
      .finally(() => setExporting(false));
  }, [filter]);

  return { exportCsv, exporting };
}
