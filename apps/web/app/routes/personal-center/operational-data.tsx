import { BusinessReport } from '../../features/business-report/BusinessReport';
import { WithSession } from './with-session';

/** L3/L4 only: the API refuses other grades (access 'report'); the page shows that refusal. */
export default function OperationalDataPage() {
  return <WithSession>{(token) => <BusinessReport token={token} />}</WithSession>;
}
