import type { MessageInstance } from 'antd/es/message/interface';

/**
 * SPEC §8: messages show 3 s mid-screen, one at a time. The root layout hands over antd's
 * context-aware message API; before that (or on the server) messages are dropped.
 */
let instance: MessageInstance | null = null;
export const setMessageInstance = (m: MessageInstance | null) => {
  instance = m;
};
export function showError(text: string) {
  instance?.destroy();
  void instance?.open({ type: 'error', content: text, duration: 3 });
}
export function showSuccess(text: string) {
  instance?.destroy();
  void instance?.open({ type: 'success', content: text, duration: 3 });
}
export function showInfo(text: string) {
  instance?.destroy();
  void instance?.open({ type: 'info', content: text, duration: 3 });
}
