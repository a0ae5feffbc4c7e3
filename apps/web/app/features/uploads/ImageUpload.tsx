import { useRef, useState } from 'react';
import { Button, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, uploadImageOp } from '@shp/contracts';
import { callApi } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/notify';

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export interface ImageUploadProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  purpose?: 'logo' | 'avatar' | 'proposal';
  label?: string;
  /** Round preview (avatars). */
  round?: boolean;
  /** Shown instead of the 未上传 box when there is no value (e.g. the default avatar). */
  emptySrc?: string;
}

/**
 * Picks an image and stores it through the upload call. The browser pre-checks type and size for a
 * quick answer; the server checks the bytes themselves and has the last word.
 */
export function ImageUpload({ value, onChange, purpose = 'logo', label = '上传图片', round, emptySrc }: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return showError('仅支持 PNG、JPG、WebP、GIF 格式的图片');
    if (file.size > UPLOAD_MAX_BYTES) return showError('图片不能超过500KB');
    setBusy(true);
    try {
      const r = await callApi(uploadImageOp, { fileName: file.name.slice(-120), content: await readBase64(file), purpose });
      onChange?.(r.url);
      showSuccess('上传成功');
    } catch {
      // callApi showed the server's reason.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Space align="center" wrap>
      {value || emptySrc ? (
        <img
          src={value || emptySrc}
          alt={value ? '已上传的图片' : purpose === 'avatar' ? '默认头像' : '默认图片'}
          width={72}
          height={72}
          style={{ objectFit: 'cover', borderRadius: round ? '50%' : 8, border: '1px solid #f0f0f0' }}
        />
      ) : (
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: round ? '50%' : 8,
            border: '1px dashed #d9d9d9',
            display: 'grid',
            placeItems: 'center',
            color: '#bfbfbf',
            fontSize: 12,
          }}
        >
          未上传
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_MIME_TYPES.join(',')}
        style={{ display: 'none' }}
        data-testid={`upload-${purpose}`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {value ? '重新上传' : label}
      </Button>
      {value && onChange && (
        <Button type="link" onClick={() => onChange(null)}>
          移除
        </Button>
      )}
      <span style={{ color: '#8c8c8c', fontSize: 12 }}>PNG/JPG/WebP/GIF，不超过500KB</span>
    </Space>
  );
}
