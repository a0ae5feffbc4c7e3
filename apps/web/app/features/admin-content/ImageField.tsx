import { useState } from 'react';
import { Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ADMIN_UPLOAD_MAX_BYTES } from '@shp/contracts';
import { showError } from '../../lib/notify';
import { uploadImage } from './api/admin-content';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

async function pick(file: File): Promise<string | null> {
  if (file.size > ADMIN_UPLOAD_MAX_BYTES) {
    showError('图片不能超过700KB');
    return null;
  }
  try {
    return await uploadImage(file);
  } catch {
    return null;
  }
}

/** One image: upload through the storage folder, preview, replace. */
export function ImageField({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value && <Image src={value} alt="" width={96} height={72} style={{ objectFit: 'cover' }} />}
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={async (file) => {
          setBusy(true);
          const url = await pick(file);
          setBusy(false);
          if (url) onChange?.(url);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
    </Space>
  );
}

/** Several images: add, remove. */
export function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap align="start">
      {value.map((url, i) => (
        <Space key={`${url}-${i}`} direction="vertical" size={4}>
          <Image src={url} alt="" width={96} height={72} style={{ objectFit: 'cover' }} />
          <Button size="small" danger onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
            移除
          </Button>
        </Space>
      ))}
      {value.length < 12 && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={async (file) => {
            setBusy(true);
            const url = await pick(file);
            setBusy(false);
            if (url) onChange?.([...value, url]);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            添加图片
          </Button>
        </Upload>
      )}
    </Space>
  );
}
