import { EvaluationDetail } from '../../features/seller/Evaluations';
import { MissingId } from '../../features/seller/MissingId';
import { useIdParam } from '../../features/seller/use-id-param';

export default function EvaluationDetailPage() {
  const evaluationId = useIdParam('evaluationId');
  return evaluationId ? (
    <EvaluationDetail key={evaluationId} evaluationId={evaluationId} />
  ) : (
    <MissingId back="/sellerCenter/evaluationManagement" label="返回评价列表" />
  );
}
