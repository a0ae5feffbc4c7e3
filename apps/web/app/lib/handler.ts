/**
 * An async function as an event handler (onClick, onFinish, onOk …). React and antd call a handler
 * and drop what it answers, so the promise is dropped here on purpose, where it is visible: the
 * function shows its own failures (a message, a form error).
 */
export function handler<A extends unknown[]>(fn: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    void fn(...args);
  };
}
