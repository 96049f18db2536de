import { TR } from '@blog/shared';
import { EmptyState } from '../ui/EmptyState';
import { MailIcon } from '../ui/icons';

/** 'Abone bulunamadı', with a different text while a search is active. */
export function SubscriptionsEmpty({ search }: { search: string }) {
  const query = search.trim();
  return (
    <EmptyState
      icon={<MailIcon size={24} />}
      title={TR.newsletter.empty}
      description={query ? TR.newsletter.emptySearchHint(query) : TR.newsletter.emptyHint}
    />
  );
}
