import { Result } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { ButtonLink } from '../../components/ButtonLink';

/** /findResultList and /noResult opened without a record (a bookmark, the menu): nothing was matched yet. */
export function NeedsFirst() {
  return (
    <Result
      status="info"
      title={<PageHeading>请先填写选址需求</PageHeading>}
      extra={
        <ButtonLink to="/shopRecommended" type="primary">
          智能选址
        </ButtonLink>
      }
    />
  );
}
