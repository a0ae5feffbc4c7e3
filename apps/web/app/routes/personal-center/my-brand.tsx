import { MyBrand } from '../../features/member-brand/MyBrand';
import { WithSession } from './with-session';

export default function MyBrandPage() {
  return <WithSession>{(token) => <MyBrand token={token} />}</WithSession>;
}
