import { EXPORT_BATCH_SIZE } from '../../../shared/constants';
import { useLazyExportAccessReviewEvidenceQuery, type AccessReview } from '../../api/generated';
import { ExportControl } from '../../components/data-table/ExportControl';
import { PermissionGate } from '../../components/PermissionGate';

/**
 * "Export evidence": the campaign's evidence (one row a person reviewed, who decided what, when
 * and why) queued as any list's export, open or closed (docs/access-reviews.md, Evidence). A call,
 * not a screen: its permission is the operation's.
 */
export function EvidenceExportAction({ review, onSubmitted }: { review: AccessReview; onSubmitted: () => void }) {
  const [requestEvidence] = useLazyExportAccessReviewEvidenceQuery();
  return (
    <PermissionGate permission="manage access reviews">
      <ExportControl
        text="Export evidence"
        request={(exportFileName, batch) =>
          requestEvidence({ accessReview: review.id, batch, exportFileName }).unwrap()
        }
        noOfBatches={Math.ceil(review.total / EXPORT_BATCH_SIZE)}
        defaultFileName={`access-review-${review.id}-evidence`}
        onSubmitted={onSubmitted}
      />
    </PermissionGate>
  );
}
