import type { OpDef, OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';

/** Calls a binary export and saves the answer under `fileName` (SPEC §7: exports arrive as binary files). */
export async function downloadExport<T extends OpDef>(op: T, input: OpInput<T>, fileName: string) {
  const blob = (await callApi(op, input, { timeoutMs: 120_000 })) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  showSuccess('导出成功，文件已开始下载');
}
