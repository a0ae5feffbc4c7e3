import { EvaluationList } from '../../features/seller/Evaluations';

export default function EvaluationManagementPage() {
  return <EvaluationList />;
}
