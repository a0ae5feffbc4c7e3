import { useSearchParams } from 'react-router';
import { BrandForm } from '../../features/member-brand/BrandForm';
import { ImageUpload } from '../../features/uploads/ImageUpload';
import { WithSession } from './with-session';

/** SPEC §2 /fabu query: settleIn, cgxisShow, name, contacts, phone, brandId, isOpenShop. */
export default function FabuPage() {
  const [q] = useSearchParams();
  const query = {
    settleIn: q.get('settleIn'),
    cgxisShow: q.get('cgxisShow'),
    name: q.get('name'),
    contacts: q.get('contacts'),
    phone: q.get('phone'),
    brandId: q.get('brandId'),
    isOpenShop: q.get('isOpenShop'),
  };
  return <WithSession>{(token) => <BrandForm token={token} query={query} logoInput={<ImageUpload purpose="logo" label="上传Logo" />} />}</WithSession>;
}
